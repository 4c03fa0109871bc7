import { useRef, useState, type PointerEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Avatar } from '../../ui/Avatar';
import { appStore } from '../../state/store';
import { setCallMinimized } from '../../sdk/call-session';
import type { CallState } from '../../state/calls/call-atoms';
import { useCallClock } from './use-call-clock';

const WIDTH = 86;
const HEIGHT = 110;

/** The minimised call: an 86×110 tile that starts at the right edge, 100 px down, and can be dragged. */
export function FloatingCallTile({ call }: { call: CallState }) {
  const { t } = useLingui();
  const clock = useCallClock(call.connectedAt);
  const [position, setPosition] = useState(() => ({ x: window.innerWidth - WIDTH, y: 100 }));
  const drag = useRef<{ dx: number; dy: number; moved: boolean } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { dx: event.clientX - position.x, dy: event.clientY - position.y, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    drag.current.moved = true;
    setPosition({
      x: Math.min(window.innerWidth - WIDTH, Math.max(0, event.clientX - drag.current.dx)),
      y: Math.min(window.innerHeight - HEIGHT, Math.max(0, event.clientY - drag.current.dy)),
    });
  };
  const onClick = () => {
    const moved = drag.current?.moved;
    drag.current = null;
    if (!moved) setCallMinimized(appStore, false);
  };

  return (
    <button
      type="button"
      className="call-floating"
      style={{ left: position.x, top: position.y, width: WIDTH, height: HEIGHT }}
      aria-label={t`Return to the call with ${call.peer.nickname}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => undefined}
      onClick={onClick}
    >
      <Avatar src={call.peer.faceURL} name={call.peer.nickname} size={44} />
      <span>{clock ?? (call.phase === 'ringing' ? t`Waiting to connect` : t`In connection`)}</span>
    </button>
  );
}
