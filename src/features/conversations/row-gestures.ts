import { useRef, type MouseEvent, type TouchEvent } from 'react';

/** Where a row's action menu opens: as a sheet from the bottom (touch), or at a point (mouse, keyboard). */
export type MenuPlacement = { kind: 'sheet' } | { kind: 'point'; x: number; y: number };

const LONG_PRESS_MS = 500;
/** A finger that wanders further than this is scrolling, not pressing. */
const PRESS_TOLERANCE_PX = 10;
const SWIPE_DISTANCE_PX = 60;

/** A touch that went this far left, and more sideways than up or down, is a swipe to the row's actions. */
export function isSwipeLeft(dx: number, dy: number): boolean {
  return dx <= -SWIPE_DISTANCE_PX && Math.abs(dy) * 2 < Math.abs(dx);
}

interface Touch {
  x: number;
  y: number;
  timer: ReturnType<typeof setTimeout>;
  opened: boolean;
}

/**
 * The ways to a row's actions besides its "more" button: a long press or a swipe left on touch, a right click (or
 * the context-menu key) with a mouse or keyboard. A press that opened the menu does not also open the chat.
 */
export function useRowGestures(openMenu: (placement: MenuPlacement) => void) {
  const touch = useRef<Touch | null>(null);
  const swallowClick = useRef(false);

  const openFromTouch = () => {
    const current = touch.current;
    if (!current || current.opened) return;
    current.opened = true;
    clearTimeout(current.timer);
    swallowClick.current = true;
    openMenu({ kind: 'sheet' });
  };
  const endTouch = () => {
    if (touch.current) clearTimeout(touch.current.timer);
    touch.current = null;
  };

  return {
    onTouchStart(event: TouchEvent) {
      endTouch();
      swallowClick.current = false;
      const finger = event.touches[0];
      if (event.touches.length !== 1 || !finger) return;
      touch.current = {
        x: finger.clientX,
        y: finger.clientY,
        timer: setTimeout(openFromTouch, LONG_PRESS_MS),
        opened: false,
      };
    },
    onTouchMove(event: TouchEvent) {
      const start = touch.current;
      const finger = event.touches[0];
      if (!start || start.opened || !finger) return;
      const dx = finger.clientX - start.x;
      const dy = finger.clientY - start.y;
      if (isSwipeLeft(dx, dy)) openFromTouch();
      else if (Math.hypot(dx, dy) > PRESS_TOLERANCE_PX) clearTimeout(start.timer);
    },
    onTouchEnd(event: TouchEvent) {
      // The finger lifting off a press that opened the sheet must not click whatever is now under it.
      if (touch.current?.opened) event.preventDefault();
      endTouch();
    },
    onTouchCancel: endTouch,
    onContextMenu(event: MouseEvent<HTMLElement>) {
      event.preventDefault();
      // Mobile browsers fire contextmenu for a long press too: that press already opens the sheet.
      if (touch.current) {
        openFromTouch();
        return;
      }
      // The context-menu key reports no pointer position: open at the row instead.
      if (event.clientX === 0 && event.clientY === 0) {
        const row = event.currentTarget.getBoundingClientRect();
        openMenu({ kind: 'point', x: row.left + 16, y: row.bottom });
      } else {
        openMenu({ kind: 'point', x: event.clientX, y: event.clientY });
      }
    },
    onClickCapture(event: MouseEvent) {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
