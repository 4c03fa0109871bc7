import { useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EMOJI } from './emoji-data';

interface EmojiPickerProps {
  onPick: (emoji: string) => void;
  /** Escape: the picker closes and focus goes back to its toggle. */
  onClose: () => void;
}

/** How many columns the grid shows now, read from the laid-out buttons (the grid fills its width). */
function columnsOf(grid: HTMLElement) {
  const buttons = grid.querySelectorAll<HTMLElement>('button');
  const firstTop = buttons[0]?.offsetTop;
  let columns = 0;
  while (columns < buttons.length && buttons[columns]!.offsetTop === firstTop) columns++;
  return Math.max(1, columns);
}

/**
 * A grid of emoji; picking one leaves the picker open, so several can go in a row. It is one Tab stop: arrow keys,
 * Home and End move within it (a roving tabindex), Enter or Space picks, Escape closes.
 */
export function EmojiPicker({ onPick, onClose }: EmojiPickerProps) {
  const { t } = useLingui();
  const [active, setActive] = useState(0);
  const grid = useRef<HTMLDivElement>(null);

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(EMOJI.length - 1, index));
    setActive(next);
    grid.current?.querySelectorAll<HTMLElement>('button')[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    const columns = grid.current ? columnsOf(grid.current) : 1;
    const to = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      ArrowDown: active + columns,
      ArrowUp: active - columns,
      Home: 0,
      End: EMOJI.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    moveTo(to);
  };

  return (
    // A toolbar, not an ARIA grid: the number of columns follows the width, so there are no fixed rows to announce.
    <div ref={grid} className="emoji-picker" role="toolbar" aria-label={t`Emoji`} onKeyDown={onKeyDown}>
      {EMOJI.map((emoji, index) => (
        <button
          key={emoji}
          type="button"
          className="emoji-button"
          aria-label={emoji}
          tabIndex={index === active ? 0 : -1}
          // Keep the textarea's caret where it is.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setActive(index)}
          onClick={() => onPick(emoji)}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
