import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { closeIncomingCallNotification, showIncomingCallNotification } from './call-notification';

interface Ringing {
  /** The room of a call ringing for this user, or undefined when none does. */
  roomID: string | undefined;
  peerName: string;
  video: boolean;
}

/**
 * A system notification while a call rings in a hidden tab, closed when the tab is shown or the ringing ends. A new
 * caller's name or the call's kind replaces the notification in place (same tag): closing and showing it again made it
 * flicker, and made some systems announce it twice.
 */
export function useIncomingCallNotification({ roomID, peerName, video }: Ringing): void {
  const { t } = useLingui();

  useEffect(() => {
    if (!roomID) return;
    return () => void closeIncomingCallNotification(roomID);
  }, [roomID]);

  useEffect(() => {
    if (!roomID) return;
    const body = video ? t`Invites you to a video call` : t`Invites you to a voice call`;
    const notify = () => {
      if (document.visibilityState === 'hidden') void showIncomingCallNotification(roomID, peerName, body);
      else void closeIncomingCallNotification(roomID);
    };
    notify();
    document.addEventListener('visibilitychange', notify);
    return () => document.removeEventListener('visibilitychange', notify);
  }, [roomID, peerName, video, t]);
}
