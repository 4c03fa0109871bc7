import { useLingui } from '@lingui/react/macro';
import type { Mention } from './mention-tokens';

export const MENTION_PICKER_ID = 'mention-picker';
export const mentionOptionID = (index: number) => `mention-option-${index}`;

/**
 * The members matching the "@" being typed. It never takes focus: the textarea keeps it and steers the
 * highlight with the arrow keys (aria-activedescendant), so typing goes on narrowing the list.
 */
export function MentionPicker({
  options,
  highlighted,
  onPick,
}: {
  options: Mention[];
  highlighted: number;
  onPick: (mention: Mention) => void;
}) {
  const { t } = useLingui();
  return (
    <ul className="mention-picker" id={MENTION_PICKER_ID} role="listbox" aria-label={t`Mention a member`}>
      {options.map((option, index) => (
        <li
          key={option.userID}
          id={mentionOptionID(index)}
          role="option"
          aria-selected={index === highlighted}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(option)}
        >
          {option.nickname}
        </li>
      ))}
    </ul>
  );
}
