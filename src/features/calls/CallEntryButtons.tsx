import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Phone, Video } from 'lucide-react';
import { appStore } from '../../state/store';
import { joinGroupCall, startCall } from '../../sdk/call-session';
import { invitationOf, inviteToCall, refreshGroupCalls } from '../../sdk/group-calls';
import { pickedMembersAtom, pickedMembersKey } from '../groups/picked-members-atoms';
import { callAtom, groupCallsAtom, runningGroupCallsAtom } from '../../state/calls/call-atoms';
import { selfInfoAtom } from '../../state/profile/self-info-atoms';
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
  const call = useAtomValue(callAtom);
  // From inside this group's call the same button rings more members into it (GroupCallBanner hands them over).
  const busyElsewhere = call !== null && (call.invitation.groupID !== groupID || Boolean(call.meeting));
  return (
    <Link
      to="/groupMemberList"
      search={{ groupID, mode: 'callInvite' }}
      className="icon-button link-button"
      disabled={busyElsewhere}
      aria-label={t`Group call`}
    >
      <Video size={22} />
    </Link>
  );
}

/** Members picked from inside a group call ("Add members") are rung into it, wherever the user went back to. */
export function useCallInvitePicks() {
  const [picked, setPicked] = useAtom(pickedMembersAtom);
  const call = useAtomValue(callAtom);
  const groupID = call && !call.meeting ? call.invitation.groupID : '';
  const key = pickedMembersKey('callInvite', groupID);
  const chosen = groupID ? picked[key] : undefined;
  useEffect(() => {
    if (!chosen) return;
    setPicked(({ [key]: _used, ...rest }) => rest);
    if (chosen.length > 0) void inviteToCall(appStore, chosen);
  }, [chosen, key, setPicked]);
}

/** How often an open group asks the server whether a call runs in it (a signal seen asks at once). */
const GROUP_CALL_POLL_MS = 10_000;

/**
 * Under a group chat's header: the call starts when the member list hands the picked members back (or, from inside
 * a running call, those members are rung into it), and while a group call runs, "Join the call" with who is in it
 * lets any member come in late, whether or not this device saw the invite: the server says which calls run.
 */
export function GroupCallBanner({ groupID }: { groupID: string }) {
  const { t } = useLingui();
  const [picked, setPicked] = useAtom(pickedMembersAtom);
  const call = useAtomValue(callAtom);
  const seen = useAtomValue(runningGroupCallsAtom)[groupID]?.roomID;
  const running = useAtomValue(groupCallsAtom)[groupID];
  const self = useAtomValue(selfInfoAtom)?.userID;
  const inCall = call !== null;
  const key = pickedMembersKey('callInvite', groupID);
  const chosen = picked[key];

  useEffect(() => {
    // Picked from inside this group's call: useCallInvitePicks rings them into it.
    if (!chosen || inCall) return;
    setPicked(({ [key]: _used, ...rest }) => rest);
    if (chosen.length > 0) startCallWith(chosen, 'video', groupID);
  }, [chosen, key, groupID, setPicked, inCall]);

  useEffect(() => {
    void refreshGroupCalls(appStore, groupID);
    const timer = setInterval(() => void refreshGroupCalls(appStore, groupID), GROUP_CALL_POLL_MS);
    return () => clearInterval(timer);
  }, [groupID, seen, inCall]);

  const joinable = running?.find((found) => !found.participants.some((person) => person.userID === self));
  if (!joinable || inCall) return null;
  const names = joinable.participants.map((person) => person.nickname).join(', ');
  return (
    <div className="group-call-banner" role="region" aria-label={t`Group call in progress`}>
      <Video size={18} aria-hidden="true" />
      <span>
        {t`A group call is in progress`}
        <span className="group-call-people">{t`In the call: ${names}`}</span>
      </span>
      <button
        type="button"
        className="secondary-button"
        onClick={() => void joinGroupCall(appStore, invitationOf(groupID, joinable))}
      >
        {t`Join the call`}
      </button>
    </div>
  );
}
