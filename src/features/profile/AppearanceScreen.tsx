import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { Screen } from '../../ui/Screen';
import { setThemeChoice, themeChoiceAtom, type ThemeChoice } from '../../ui/theme/theme-preference';

/** Light, dark, or as the system says; kept in this browser. */
export function AppearanceScreen() {
  const { t } = useLingui();
  const choice = useAtomValue(themeChoiceAtom);
  const choices: Array<{ value: ThemeChoice; name: string }> = [
    { value: 'system', name: t`Same as system` },
    { value: 'light', name: t`Light` },
    { value: 'dark', name: t`Dark` },
  ];
  return (
    <Screen title={t`Appearance`}>
      <ul className="list" role="radiogroup" aria-label={t`Theme`}>
        {choices.map(({ value, name }) => (
          <li key={value} role="none">
            <button
              type="button"
              role="radio"
              className="list-item"
              aria-checked={choice === value}
              onClick={() => setThemeChoice(appStore, value)}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
