import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import type { ConversationAction } from './row-actions';
import type { MenuPlacement } from './row-gestures';
import './conversation-list.css';

interface ConversationActionMenuProps {
  label: string;
  placement: MenuPlacement;
  actions: ConversationAction[];
  onSelect: (action: ConversationAction) => void;
  onClose: () => void;
}

/** Keeps a box of this size inside the window, 8 px from its edges, flipping above the point when below is short. */
function placeAt(x: number, y: number, width: number, height: number) {
  const margin = 8;
  const left = Math.max(margin, Math.min(x, window.innerWidth - width - margin));
  const top = y + height > window.innerHeight - margin ? Math.max(margin, y - height) : y;
  return { left, top };
}

/**
 * A conversation row's actions, as a WAI-ARIA menu: the first item takes focus, arrow keys and Tab move within it,
 * Escape or a click outside close it, and focus goes back where it was.
 */
export function ConversationActionMenu({ label, placement, actions, onSelect, onClose }: ConversationActionMenuProps) {
  const { t } = useLingui();
  const menu = useRef<HTMLDivElement>(null);
  const labels: Record<ConversationAction, string> = {
    pin: t`Pin`,
    unpin: t`Unpin`,
    mute: t`Mute`,
    unmute: t`Unmute`,
    markRead: t`Mark as read`,
    delete: t`Delete`,
  };

  useLayoutEffect(() => {
    const element = menu.current;
    if (!element || placement.kind !== 'point') return;
    const { left, top } = placeAt(placement.x, placement.y, element.offsetWidth, element.offsetHeight);
    element.style.left = `${left}px`;
    element.style.top = `${top}px`;
  }, [placement]);

  useEffect(() => {
    const returnTo = document.activeElement;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    // Tab stays inside while the menu is open (it is modal); Escape leaves.
    const step = event.key === 'Tab' ? (event.shiftKey ? -1 : 1) : { ArrowDown: 1, ArrowUp: -1 }[event.key];
    const next =
      step === undefined ? { Home: 0, End: items.length - 1 }[event.key] : (at + step + items.length) % items.length;
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return createPortal(
    <div
      className="menu-backdrop"
      data-placement={placement.kind}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onContextMenu={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div
        ref={menu}
        role="menu"
        aria-label={label}
        aria-orientation="vertical"
        className="action-menu"
        data-placement={placement.kind}
        onKeyDown={onKeyDown}
      >
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            role="menuitem"
            className="action-menu-item"
            data-danger={action === 'delete'}
            onClick={() => onSelect(action)}
          >
            {labels[action]}
          </button>
        ))}
        {placement.kind === 'sheet' && (
          <button type="button" role="menuitem" className="action-menu-item action-menu-cancel" onClick={onClose}>
            {t`Cancel`}
          </button>
        )}
      </div>
    </div>,
    document.body,
  );
}
