import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { joinGroupCall, startCall } from '../../sdk/call-session';
import { pickedMembersAtom, pickedMembersKey } from '../groups/picked-members-atoms';
import { callAtom, runningGroupCallsAtom } from '../../state/calls/call-atoms';
import { askNotificationPermissionOnce } from './call-notification';
import type { MediaType } from '../../state/calls/call-signal';

function call(inviteeIDs: string[], mediaType: MediaType, groupID?: string) {
  askNotificationPermissionOnce();
  void startCall(appStore, { inviteeIDs, groupID }, mediaType);
}

/** Voice and video call buttons for a one-to-one chat's header and the user card. */
export function CallEntryButtons({ userID, className = 'icon-button' }: { userID: string; className?: string }) {
  const { t } = useLingui();
  const busy = useAtomValue(callAtom) !== null;
  return (
    <span className="call-entry-buttons">
      <button
        type="button"
        className={className}
        disabled={busy}
        aria-label={t`Voice call`}
        onClick={() => call([userID], 'audio')}
      >
        <span aria-hidden="true">📞</span>
      </button>
      <button
        type="button"
        className={className}
        disabled={busy}
        aria-label={t`Video call`}
        onClick={() => call([userID], 'video')}
      >
        <span aria-hidden="true">📹</span>
      </button>
    </span>
  );
}

/**
 * A group chat's call entry: pick members on /groupMemberList (call-invite mode), and the call starts when the list
 * hands them back. While a group call runs, "Join" lets a member come in late.
 */
export function GroupCallEntry({ groupID }: { groupID: string }) {
  const { t } = useLingui();
  const [picked, setPicked] = useAtom(pickedMembersAtom);
  const running = useAtomValue(runningGroupCallsAtom)[groupID];
  const inCall = useAtomValue(callAtom) !== null;
  const key = pickedMembersKey('callInvite', groupID);
  const chosen = picked[key];

  useEffect(() => {
    if (!chosen) return;
    setPicked(({ [key]: _used, ...rest }) => rest);
    if (chosen.length > 0) call(chosen, 'video', groupID);
  }, [chosen, key, groupID, setPicked]);

  return (
    <span className="call-entry-buttons">
      {running && !inCall && (
        <button type="button" className="secondary-button" onClick={() => void joinGroupCall(appStore, running)}>
          {t`Join the call`}
        </button>
      )}
      <Link
        to="/groupMemberList"
        search={{ groupID, mode: 'callInvite' }}
        className="icon-button link-button"
        disabled={inCall}
        aria-label={t`Group call`}
      >
        <span aria-hidden="true">📹</span>
      </Link>
    </span>
  );
}
