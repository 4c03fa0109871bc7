import { useState, type KeyboardEvent } from 'react';
import { activeMentionQuery, type Mention, type MentionText } from './mention-tokens';
import { useMentionOptions } from './use-mention-options';

/**
 * The group mention picker under the message box: the "@query" the caret is in (unless the user dismissed it with
 * Escape), the members it matches, the highlighted one, and the picker's keys. A single chat has none.
 */
export function useMentionPicker(groupID: string, value: MentionText, caret: number) {
  const [dismissedQueryAt, setDismissedQueryAt] = useState<number | null>(null);
  const [highlight, setHighlight] = useState({ query: '', index: 0 });

  const typed = groupID !== '' ? activeMentionQuery(value, caret) : null;
  const query = typed && typed.start !== dismissedQueryAt ? typed : null;
  const options = useMentionOptions(groupID, query?.query ?? null);
  const open = query !== null && options.length > 0;
  const queryKey = query ? `${query.start}:${query.query}` : '';
  const active = highlight.query === queryKey ? Math.min(highlight.index, options.length - 1) : 0;

  /** Arrows move the highlight, Enter or Tab picks it, Escape dismisses the query: whether the key was the picker's. */
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>, pick: (mention: Mention) => void): boolean => {
    if (!open || !query) return false;
    const move = (by: number) =>
      setHighlight({ query: queryKey, index: (active + by + options.length) % options.length });
    switch (event.key) {
      case 'ArrowDown':
        move(1);
        break;
      case 'ArrowUp':
        move(-1);
        break;
      case 'Enter':
      case 'Tab':
        pick(options[active]!);
        break;
      case 'Escape':
        setDismissedQueryAt(query.start);
        break;
      default:
        return false;
    }
    event.preventDefault();
    return true;
  };

  return { query, options, open, active, onKey };
}
