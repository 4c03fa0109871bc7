import { useRef, type PointerEvent } from 'react';

const LONG_PRESS_MS = 500;
/** A finger that moves this far is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;

/** Long-press on touch screens (mouse users have the context menu and the visible "more" button). */
export function useLongPress(onLongPress: (point: { x: number; y: number }) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const origin = useRef({ x: 0, y: 0 });
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      origin.current = { x: event.clientX, y: event.clientY };
      cancel();
      timer.current = setTimeout(() => onLongPress(origin.current), LONG_PRESS_MS);
    },
    onPointerMove: (event: PointerEvent) => {
      const { x, y } = origin.current;
      if (Math.hypot(event.clientX - x, event.clientY - y) > MOVE_TOLERANCE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
  };
}
