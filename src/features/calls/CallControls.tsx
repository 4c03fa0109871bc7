import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { appStore } from '../../state/store';
import { acceptCall, hangUp, setCallMinimized, toggleCamera, toggleMic, toggleSpeaker } from '../../sdk/call-session';
import { toggleManyShares, toggleScreenShare } from '../../sdk/screen-share';
import { askNotificationPermissionOnce } from './call-notification';
import type { CallState } from '../../state/calls/call-atoms';

/**
 * Mic, camera (video calls), screen sharing, speaker, hang up or cancel, accept (incoming, not yet answered), and in
 * a group call "Add members": the call shrinks to its floating tile while the group's member list picks whom to ring
 * in. While a screen is shared, the host of a group call or a meeting may allow several at once (the server checks
 * it is them); the control is left out otherwise, so a small window keeps its room for the tiles.
 */
export function CallControls({ call, sharing, shares }: { call: CallState; sharing: boolean; shares: number }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { groupID } = call.invitation;
  const incoming = call.role === 'invitee' && call.phase === 'ringing';
  const beforeAnswer = call.phase === 'ringing';
  const hangUpLabel = incoming ? t`Reject` : beforeAnswer ? t`Cancel` : t`Hang up`;
  return (
    <div className="call-controls" role="toolbar" aria-label={t`Call controls`}>
      {!incoming && (
        <>
          <button type="button" aria-pressed={call.mic} onClick={() => void toggleMic(appStore)}>
            {call.mic ? t`Mic open` : t`Mic closed`}
          </button>
          {call.invitation.mediaType === 'video' && (
            <button type="button" aria-pressed={call.camera} onClick={() => void toggleCamera(appStore)}>
              {call.camera ? t`Camera on` : t`Camera off`}
            </button>
          )}
          {call.phase === 'connected' && 'getDisplayMedia' in (navigator.mediaDevices ?? {}) && (
            <button type="button" aria-pressed={sharing} onClick={() => void toggleScreenShare(appStore)}>
              {sharing ? t`Stop sharing` : t`Share screen`}
            </button>
          )}
          {call.phase === 'connected' &&
            call.role === 'inviter' &&
            (groupID || call.meeting) &&
            (shares > 0 || call.manyShares) && (
              <button
                type="button"
                aria-pressed={Boolean(call.manyShares)}
                onClick={() => void toggleManyShares(appStore)}
              >
                {t`Allow several shares`}
              </button>
            )}
          <button type="button" aria-pressed={call.speaker} onClick={() => toggleSpeaker(appStore)}>
            {call.speaker ? t`Sound open` : t`Sound off`}
          </button>
          {groupID && !call.meeting && (
            <button
              type="button"
              onClick={() => {
                setCallMinimized(appStore, true);
                void navigate({ to: '/groupMemberList', search: { groupID, mode: 'callInvite' } });
              }}
            >
              {t`Add members`}
            </button>
          )}
        </>
      )}
      <button type="button" className="call-hangup" onClick={() => void hangUp(appStore)}>
        {hangUpLabel}
      </button>
      {incoming && (
        <button
          type="button"
          className="call-accept"
          onClick={() => {
            askNotificationPermissionOnce();
            void acceptCall(appStore);
          }}
        >
          {t`Accept`}
        </button>
      )}
    </div>
  );
}
