import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Plural, useLingui } from '@lingui/react/macro';
import { Ellipsis, Minimize2 } from 'lucide-react';
import { Avatar } from '../../ui/Avatar';
import { appStore } from '../../state/store';
import { setCallMinimized } from '../../sdk/call-session';
import { refreshGroupCalls } from '../../sdk/group-calls';
import { groupCallsAtom, inviteePreview, type CallState, type CallTile } from '../../state/calls/call-atoms';
import { CallControls } from './CallControls';
import { CallGrid } from './CallGrid';
import { TrackVideo } from './CallTileView';
import { useCallClock } from './use-call-clock';

/** The line under the peer's name (product-spec §2 "Call screen"). */
function useStatusLine(call: CallState): string {
  const { t } = useLingui();
  const name = call.peer.nickname;
  if (call.phase === 'ringing' && call.role === 'invitee') {
    if (call.invitation.groupID) {
      return call.invitation.mediaType === 'video'
        ? t`${name} invites you to a group video call`
        : t`${name} invites you to a group voice call`;
    }
    return call.invitation.mediaType === 'video' ? t`Invites you to a video call` : t`Invites you to a voice call`;
  }
  if (call.phase === 'ringing') return t`Waiting for the other side to answer`;
  if (call.phase === 'connecting') return t`Connecting…`;
  if (call.reconnecting) return t`Reconnecting…`;
  return t`On call`;
}

/** How often a ringing group call asks the server who has joined. */
const JOINED_POLL_MS = 2_000;

/** Who is in a ringing group call's room now, as the server says (asked while `asking`). */
function useJoined(call: CallState, asking: boolean) {
  const { groupID, roomID } = call.invitation;
  const calls = useAtomValue(groupCallsAtom)[groupID];
  useEffect(() => {
    if (!asking) return;
    void refreshGroupCalls(appStore, groupID);
    const timer = setInterval(() => void refreshGroupCalls(appStore, groupID), JOINED_POLL_MS);
    return () => clearInterval(timer);
  }, [asking, groupID]);
  return calls?.find((found) => found.roomID === roomID)?.participants ?? [];
}

/** The full-screen call: one-to-one (the peer, or their video) or the group grid. */
export function CallScreen({ call, tiles }: { call: CallState; tiles: CallTile[] }) {
  const { t } = useLingui();
  const status = useStatusLine(call);
  const clock = useCallClock(call.connectedAt);
  const group = Boolean(call.invitation.groupID) || Boolean(call.meeting);
  const remote = tiles.find((tile) => !tile.isSelf);
  const self = tiles.find((tile) => tile.isSelf);
  const incomingGroup = group && call.role === 'invitee' && call.phase === 'ringing';
  const { shown, more } = inviteePreview(call.invitees);
  const joined = useJoined(call, incomingGroup);
  // Shares are shown large, the speakers' tiles beside them; others' before one's own (several when the host allows).
  const shared = [...tiles.filter((tile) => tile.screen && !tile.isSelf), ...tiles.filter((t) => t.screen && t.isSelf)];

  return (
    <div
      className="call-screen"
      role="dialog"
      aria-modal="true"
      aria-label={t`Call`}
      data-room-id={call.invitation.roomID}
    >
      <button
        type="button"
        className="call-minimize"
        aria-label={t`Minimise call`}
        onClick={() => setCallMinimized(appStore, true)}
      >
        <Minimize2 size={22} />
      </button>
      {call.meeting && <h2 className="call-meeting-subject">{call.meeting.subject || t`Meeting`}</h2>}
      {shared.length > 0 && !incomingGroup ? (
        <div className="call-share-layout">
          <div className="call-share-stage">
            {shared.map((tile) => (
              <TrackVideo
                key={tile.userID}
                track={tile.screen!}
                label={tile.isSelf ? t`Your shared screen` : t`Screen shared by ${tile.nickname}`}
              />
            ))}
          </div>
          <div className="call-share-speakers">
            <CallGrid tiles={tiles} />
          </div>
        </div>
      ) : group && !incomingGroup ? (
        <CallGrid tiles={tiles} />
      ) : remote?.video && !incomingGroup ? (
        <div className="call-stage">
          <TrackVideo track={remote.video} label={t`Video of ${remote.nickname}`} />
          {self?.video && (
            <div className="call-self-view">
              <TrackVideo track={self.video} label={t`Your video`} mirrored />
            </div>
          )}
        </div>
      ) : (
        <div className="call-peer">
          <Avatar src={call.peer.faceURL} name={call.peer.nickname} size={96} />
          <h2>{call.peer.nickname}</h2>
          {incomingGroup && (
            <>
              <p className="call-joined">
                <Plural value={joined.length} _0="Nobody has joined yet" one="# in the call" other="# in the call" />
                {joined.length > 0 && `: ${joined.map((person) => person.nickname).join(', ')}`}
              </p>
              <ul className="call-invitees" aria-label={t`Invited`}>
                {shown.map((peer) => (
                  <li key={peer.userID}>
                    <Avatar src={peer.faceURL} name={peer.nickname} size={40} label={peer.nickname} />
                  </li>
                ))}
                {more && (
                  <li className="call-invitees-more" aria-label={t`More`}>
                    <Ellipsis size={20} />
                  </li>
                )}
              </ul>
            </>
          )}
        </div>
      )}
      <p className="call-status" aria-live="polite">
        {status}
      </p>
      {clock !== null && (
        <p className="call-clock" role="timer" aria-label={t`Call time`}>
          {clock}
        </p>
      )}
      <CallControls call={call} sharing={Boolean(self?.screen)} shares={shared.length} />
    </div>
  );
}
