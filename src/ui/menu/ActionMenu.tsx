import { useEffect, useRef, type KeyboardEvent } from 'react';
import './action-menu.css';

export interface ActionMenuItem {
  label: string;
  onSelect: () => void;
  danger?: boolean;
  /** Shown, but it cannot be picked (and arrow keys pass over it). */
  disabled?: boolean;
}

interface ActionMenuProps {
  /** Names the menu for screen readers. */
  label: string;
  /** Where it opens, in viewport pixels; it is kept inside the viewport. */
  at: { x: number; y: number };
  items: readonly ActionMenuItem[];
  onClose: () => void;
}

/**
 * A small pop-up menu: arrow keys and Tab move within it (focus stays inside while it is open), Enter picks, Escape
 * or a click outside closes, and focus goes back to what opened it (a "more" button, or the bubble).
 */
export function ActionMenu({ label, at, items, onClose }: ActionMenuProps) {
  const menu = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const returnTo = document.activeElement;
    // The menu itself when nothing in it can be picked, so that Escape still reaches it.
    (menu.current?.querySelector<HTMLButtonElement>('button:not(:disabled)') ?? menu.current)?.focus();
    return () => {
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const buttons = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const move = event.key === 'Tab' ? (event.shiftKey ? -1 : 1) : { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move) {
      event.preventDefault();
      buttons[(index + move + buttons.length) % buttons.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  const left = Math.min(at.x, window.innerWidth - 180);
  const top = Math.min(at.y, window.innerHeight - items.length * 44 - 16);
  return (
    <div className="action-menu-backdrop" onPointerDown={onClose} onContextMenu={(e) => e.preventDefault()}>
      <ul
        ref={menu}
        className="action-menu"
        role="menu"
        tabIndex={-1}
        aria-label={label}
        style={{ left: Math.max(8, left), top: Math.max(8, top) }}
        onPointerDown={(e) => e.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => (
          <li key={item.label} role="none">
            <button
              type="button"
              role="menuitem"
              data-danger={item.danger ?? false}
              disabled={item.disabled}
              onClick={() => {
                onClose();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
