import { Fragment, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EllipsisVertical } from 'lucide-react';
import { ActionMenu } from './menu/ActionMenu';

export interface HeaderAction {
  id: string;
  /** The action's name: the header control's accessible name and the menu item's text. */
  label: string;
  /** The control shown in the header: an icon button or link named `label`, 48 px wide like the Back button. */
  control: ReactNode;
  /** The same action picked from the overflow menu. */
  onSelect: () => void;
  disabled?: boolean;
}

/** The room the title keeps, in rem: a short name or most of a long one. */
const TITLE_REM = 9;
/** .icon-button's width. */
const ACTION_PX = 48;
const MENU_WIDTH_PX = 180;

/** How many actions stay in the header of this width: all, or as many as fit beside the "More actions" button. */
function inlineCount(header: HTMLElement, count: number): number {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const back = header.firstElementChild?.getBoundingClientRect().width ?? ACTION_PX;
  const slots = Math.floor((header.clientWidth - back - TITLE_REM * rem) / ACTION_PX);
  return slots >= count ? count : Math.max(0, slots - 1);
}

/**
 * A screen header's actions on one row: those that fit beside the title are shown, the rest are items of a "More
 * actions" menu (arrow keys, Enter, Escape; focus returns to the button). The split follows the header's width and
 * the user's font size.
 */
export function HeaderActions({ actions }: { actions: HeaderAction[] }) {
  const { t } = useLingui();
  const ref = useRef<HTMLSpanElement>(null);
  const count = actions.length;
  const [inline, setInline] = useState(count);
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null);

  useLayoutEffect(() => {
    const header = ref.current?.closest('header');
    if (!header) return;
    const measure = () => setInline(inlineCount(header, count));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, [count]);

  const shown = Math.min(inline, count);
  const overflow = actions.slice(shown);
  return (
    <span ref={ref} className="header-actions">
      {actions.slice(0, shown).map((action) => (
        <Fragment key={action.id}>{action.control}</Fragment>
      ))}
      {overflow.length > 0 && (
        <button
          type="button"
          className="icon-button"
          aria-label={t`More actions`}
          aria-haspopup="menu"
          aria-expanded={menuAt !== null}
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            setMenuAt({ x: box.right - MENU_WIDTH_PX, y: box.bottom });
          }}
        >
          <EllipsisVertical size={22} />
        </button>
      )}
      {menuAt && overflow.length > 0 && (
        <ActionMenu
          label={t`More actions`}
          at={menuAt}
          items={overflow.map(({ label, onSelect, disabled }) => ({ label, onSelect, disabled }))}
          onClose={() => setMenuAt(null)}
        />
      )}
    </span>
  );
}
