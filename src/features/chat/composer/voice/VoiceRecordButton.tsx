import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../../../state/store';
import { sendVoice } from '../../../../sdk/media-messages';
import type { ConversationItem } from '../../../../state/sdk-types';
import { showToast } from '../../../../ui/toast/toast-atoms';
import { formatClock } from '../../media/media-clock';
import { MicIcon } from '../../media/media-icons';
import { startVoiceRecording, type VoiceRecording } from './voice-recorder';
import { judgeRecording, MAX_RECORDING_MS, slidAway } from './voice-rules';
import './voice.css';

/** How the recording was started, which decides how it ends: letting go of the pointer or the key, or (for
 *  assistive technology, whose "activate" cannot be held) a second activation. */
type Gesture = 'pointer' | 'key' | 'toggle';

interface Session {
  gesture: Gesture;
  /** Null until the microphone is on. */
  recording: VoiceRecording | null;
  /** Set when the gesture ended, possibly before the microphone was on. */
  ended: 'send' | 'cancel' | null;
}

/** Clicks this soon after a press ended are the browser's echo of that press, not a separate activation. */
const CLICK_ECHO_MS = 500;

const isPressKey = (key: string) => key === ' ' || key === 'Enter';

/** Leaving the chat (or the button going away) throws an unfinished recording away and frees the microphone. */
function abandon(session: RefObject<Session | null>) {
  const current = session.current;
  session.current = null;
  if (!current) return;
  current.ended = 'cancel';
  current.recording?.cancel();
}

/**
 * Hold to talk: pressing and holding (pointer, or Space/Enter) records from the microphone, letting go sends the
 * voice message, sliding away from the button (or Escape) cancels it. A recording under a second is rejected.
 */
export function VoiceRecordButton({ conversation }: { conversation: ConversationItem }) {
  const { t } = useLingui();
  const session = useRef<Session | null>(null);
  const lastPressEnd = useRef(0);
  const [active, setActive] = useState<{ gesture: Gesture; startedAt: number | null } | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [away, setAway] = useState(false);

  const tooShort = () => showToast(appStore, t`Recording too short`, 'failure');

  const deliver = async (recording: VoiceRecording) => {
    const clip = await recording.finish();
    const verdict = judgeRecording(clip.durationMs);
    if (verdict.kind === 'too-short') return tooShort();
    // A failed upload leaves the message in the list with its retry; the toast says why.
    await sendVoice(appStore, conversation, { file: clip.file, duration: verdict.seconds }).catch(() =>
      showToast(appStore, t`Upload failed`, 'failure'),
    );
  };

  const begin = (gesture: Gesture) => {
    if (session.current) return;
    const current: Session = { gesture, recording: null, ended: null };
    session.current = current;
    setActive({ gesture, startedAt: null });
    setElapsed(0);
    setAway(false);
    startVoiceRecording().then(
      (recording) => {
        if (current.ended) {
          // Let go before the microphone was even on.
          recording.cancel();
          if (current.ended === 'send') tooShort();
          return;
        }
        current.recording = recording;
        setActive({ gesture, startedAt: recording.startedAt });
      },
      () => {
        if (session.current === current) {
          session.current = null;
          setActive(null);
        }
        showToast(appStore, t`Failed to get permission or browser unsupported`, 'failure');
      },
    );
  };

  const end = (outcome: 'send' | 'cancel') => {
    const current = session.current;
    if (!current) return;
    session.current = null;
    current.ended = outcome;
    lastPressEnd.current = performance.now();
    setActive(null);
    setAway(false);
    // Not recording yet: the start above finishes the job once the microphone answers.
    if (!current.recording) return;
    if (outcome === 'cancel') current.recording.cancel();
    else void deliver(current.recording);
  };

  const startedAt = active?.startedAt ?? null;
  const tick = useEffectEvent(() => {
    if (startedAt === null) return;
    const ms = performance.now() - startedAt;
    setElapsed(ms);
    if (ms >= MAX_RECORDING_MS) end('send');
  });
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => tick(), 250);
    return () => clearInterval(timer);
  }, [startedAt]);

  useEffect(() => () => abandon(session), []);

  const ownGesture = (gesture: Gesture) => session.current?.gesture === gesture;

  const hint = !active
    ? ''
    : active.gesture === 'key'
      ? t`Release to send, Escape to cancel`
      : active.gesture === 'toggle'
        ? t`Press again to send, Escape to cancel`
        : away
          ? t`Release to cancel`
          : t`Release to send, slide away to cancel`;

  return (
    <>
      {active && (
        <p className="voice-recording" role="status" data-away={away}>
          <span className="voice-recording-dot" aria-hidden />
          <span>{t`Recording`}</span>
          <span role="timer" className="voice-recording-clock">
            {formatClock(elapsed / 1000)}
          </span>
          <span className="voice-recording-hint">{hint}</span>
        </p>
      )}
      <button
        type="button"
        className="composer-emoji-toggle voice-record-button"
        aria-label={t`Hold to talk`}
        aria-pressed={active !== null}
        onPointerDown={(event) => {
          if (event.button !== 0 || session.current) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          begin('pointer');
        }}
        onPointerMove={(event) => {
          if (!ownGesture('pointer')) return;
          setAway(slidAway(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY));
        }}
        onPointerUp={(event) => {
          if (!ownGesture('pointer')) return;
          const box = event.currentTarget.getBoundingClientRect();
          end(slidAway(box, event.clientX, event.clientY) ? 'cancel' : 'send');
        }}
        onPointerCancel={() => ownGesture('pointer') && end('cancel')}
        onLostPointerCapture={() => ownGesture('pointer') && end('cancel')}
        // A long press must not open the context menu (or a callout on phones).
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && session.current) {
            event.preventDefault();
            end('cancel');
            return;
          }
          if (!isPressKey(event.key)) return;
          event.preventDefault();
          if (ownGesture('toggle')) end('send');
          else if (!event.repeat) begin('key');
        }}
        onKeyUp={(event) => {
          if (!isPressKey(event.key)) return;
          event.preventDefault();
          if (ownGesture('key')) end('send');
        }}
        onBlur={() => session.current && !ownGesture('pointer') && end('cancel')}
        onClick={(event) => {
          // Presses are handled above. A click with no press behind it comes from assistive technology, which cannot
          // hold: it starts the recording, and the next activation sends it.
          if (event.detail !== 0 || performance.now() - lastPressEnd.current < CLICK_ECHO_MS) return;
          if (!session.current) begin('toggle');
          else if (ownGesture('toggle')) end('send');
        }}
      >
        <MicIcon />
      </button>
    </>
  );
}
