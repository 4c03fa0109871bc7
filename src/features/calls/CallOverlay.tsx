import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { ModalDialog } from '../../ui/ModalDialog';
import { callAtom, callTilesAtom } from '../../state/calls/call-atoms';
import { callErrorAtom, type CallError } from '../../state/calls/call-error-atoms';
import { CallScreen } from './CallScreen';
import { TrackAudio } from './CallTileView';
import { FloatingCallTile } from './FloatingCallTile';
import { useCallInvitePicks } from './CallEntryButtons';
import { startRingtone, stopRingtone } from './ringtone';
import { useIncomingCallNotification } from './use-incoming-call-notification';
import './calls.css';

function useErrorText(error: CallError): string {
  const { t } = useLingui();
  switch (error) {
    case 'noMediaServer':
      return t`Calls are not available: this server has no media server.`;
    case 'invitationFailed':
      return t`Invitation failed`;
    case 'joinFailed':
      return t`Join failed`;
    case 'connectedError':
      return t`Connected Error`;
    case 'busy':
      return t`The other side is busy`;
    case 'screenTaken':
      return t`Someone else is sharing a screen: one share at a time unless the host allows more.`;
    case 'screenShareFailed':
      return t`Screen sharing could not be changed. Try again.`;
  }
}

function CallErrorDialog({ error, onClose }: { error: CallError; onClose: () => void }) {
  const { t } = useLingui();
  const text = useErrorText(error);
  return (
    <ModalDialog
      title={t`Call`}
      confirmLabel={t`OK`}
      tone="primary"
      role="alertdialog"
      onConfirm={onClose}
      onCancel={onClose}
    >
      <p>{text}</p>
    </ModalDialog>
  );
}

/**
 * The call over every signed-in screen (product-spec §2 "Call overlay"): full screen or the floating tile, the other
 * side's sound, the ringtone while ringing, and a system notification for a call that rings in a hidden tab.
 */
export function CallOverlay() {
  const call = useAtomValue(callAtom);
  const tiles = useAtomValue(callTilesAtom);
  const [error, setError] = useAtom(callErrorAtom);
  const ringing = call?.phase === 'ringing';
  const roomID = call?.invitation.roomID;
  const incoming = ringing && call?.role === 'invitee';
  const peerName = call?.peer.nickname ?? '';
  const video = call?.invitation.mediaType === 'video';
  useCallInvitePicks();

  useEffect(() => {
    if (!ringing) return;
    startRingtone();
    return stopRingtone;
  }, [ringing, roomID]);

  useIncomingCallNotification({ roomID: incoming ? roomID : undefined, peerName, video });

  return (
    <>
      {call && (call.minimized ? <FloatingCallTile call={call} /> : <CallScreen call={call} tiles={tiles} />)}
      {call &&
        tiles
          .filter((tile) => tile.audio)
          .map((tile) => <TrackAudio key={tile.userID} track={tile.audio!} muted={!call.speaker} />)}
      {call &&
        tiles
          .filter((tile) => tile.screenAudio)
          .map((tile) => <TrackAudio key={`${tile.userID}-screen`} track={tile.screenAudio!} muted={!call.speaker} />)}
      {error && <CallErrorDialog error={error} onClose={() => setError(null)} />}
    </>
  );
}
