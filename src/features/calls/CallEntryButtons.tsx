import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Phone, Video } from 'lucide-react';
import { appStore } from '../../state/store';
import { joinGroupCall, startCall } from '../../sdk/call-session';
import { pickedMembersAtom, pickedMembersKey } from '../groups/picked-members-atoms';
import { callAtom, runningGroupCallsAtom } from '../../state/calls/call-atoms';
import { askNotificationPermissionOnce } from './call-notification';
import type { MediaType } from '../../state/calls/call-signal';

/** Starts a call (asking once for notifications, so a later call can ring while the tab is hidden). */
export function startCallWith(inviteeIDs: string[], mediaType: MediaType, groupID?: string) {
  askNotificationPermissionOnce();
  void startCall(appStore, { inviteeIDs, groupID }, mediaType);
}

/** True while this device is in a call: no second one starts. */
export const useInCall = () => useAtomValue(callAtom) !== null;

/** A voice or a video call to one user, as an icon button named for what it does. */
export function CallButton({
  userID,
  mediaType,
  className = 'icon-button',
}: {
  userID: string;
  mediaType: MediaType;
  className?: string;
}) {
  const { t } = useLingui();
  const busy = useInCall();
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      aria-label={mediaType === 'video' ? t`Video call` : t`Voice call`}
      onClick={() => startCallWith([userID], mediaType)}
    >
      {mediaType === 'video' ? <Video size={22} /> : <Phone size={22} />}
    </button>
  );
}

/** Voice and video call buttons side by side (the user card). */
export function CallEntryButtons({ userID, className }: { userID: string; className?: string }) {
  return (
    <span className="call-entry-buttons">
      <CallButton userID={userID} mediaType="audio" className={className} />
      <CallButton userID={userID} mediaType="video" className={className} />
    </span>
  );
}

/** A group chat's call entry: pick members on /groupMemberList (call-invite mode). */
export function GroupCallLink({ groupID }: { groupID: string }) {
  const { t } = useLingui();
  const inCall = useInCall();
  return (
    <Link
      to="/groupMemberList"
      search={{ groupID, mode: 'callInvite' }}
      className="icon-button link-button"
      disabled={inCall}
      aria-label={t`Group call`}
    >
      <Video size={22} />
    </Link>
  );
}

/**
 * Under a group chat's header: the call starts when the member list hands the picked members back, and while a
 * group call runs, "Join the call" lets a member come in late.
 */
export function GroupCallBanner({ groupID }: { groupID: string }) {
  const { t } = useLingui();
  const [picked, setPicked] = useAtom(pickedMembersAtom);
  const running = useAtomValue(runningGroupCallsAtom)[groupID];
  const inCall = useInCall();
  const key = pickedMembersKey('callInvite', groupID);
  const chosen = picked[key];

  useEffect(() => {
    if (!chosen) return;
    setPicked(({ [key]: _used, ...rest }) => rest);
    if (chosen.length > 0) startCallWith(chosen, 'video', groupID);
  }, [chosen, key, groupID, setPicked]);

  if (!running || inCall) return null;
  return (
    <div className="group-call-banner" role="region" aria-label={t`Group call in progress`}>
      <Video size={18} aria-hidden="true" />
      <span>{t`A group call is in progress`}</span>
      <button type="button" className="secondary-button" onClick={() => void joinGroupCall(appStore, running)}>
        {t`Join the call`}
      </button>
    </div>
  );
}
