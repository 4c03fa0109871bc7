import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { switchLocale } from '../../i18n/i18n';
import type { Locale } from '../../i18n/locales';

// Each language is named in itself, so anyone can find their own.
const languages: Array<{ locale: Locale; name: string }> = [
  { locale: 'en', name: 'English' },
  { locale: 'zh-CN', name: '简体中文' },
];

export function LanguageScreen() {
  const { t, i18n } = useLingui();
  return (
    <Screen title={t`Language`}>
      <ul className="list" role="radiogroup" aria-label={t`Language`}>
        {languages.map(({ locale, name }) => (
          <li key={locale} role="none">
            <button
              type="button"
              role="radio"
              lang={locale}
              className="list-item"
              aria-checked={i18n.locale === locale}
              onClick={() => void switchLocale(locale)}
            >
              {name}
            </button>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
