import { callSignalOf, SignalType, type CallInvitation } from '../../calls/call-signal.ts';
import type { PushMessage, PushPayload } from './push-preview.ts';

/** An invite worth waking a closed app for: whom it rings, and how long it rings. */
export interface CallInvitePush {
  invitees: readonly string[];
  /** Seconds: the push service drops the push once the invite has stopped ringing. */
  ttl: number;
  video: boolean;
  group: boolean;
  /** The invitation itself, so the app the push opens can ring (signals are online-only: nothing else keeps it). */
  invitation: CallInvitation;
}

/** What a call push carries besides its text: the invitation and when it was sent. */
export interface CallPushPayload extends PushPayload {
  call: CallInvitation & { sentAt: number };
}

/** The call invite (custom 200, deltas.md 1) a message carries, sent by its own inviter; null for anything else. */
export function callInviteOf(msg: PushMessage): CallInvitePush | null {
  const signal = callSignalOf({ contentType: msg.contentType, content: new TextEncoder().encode(msg.content) });
  if (signal?.type !== SignalType.invite || signal.invitation.inviterUserID !== msg.sendID) return null;
  return {
    invitees: signal.invitation.inviteeUserIDList,
    ttl: signal.invitation.timeout,
    video: signal.invitation.mediaType === 'video',
    group: signal.invitation.groupID !== '',
    invitation: signal.invitation,
  };
}

const TEXTS = {
  en: {
    incomingCall: 'Incoming call',
    voice: 'Invites you to a voice call',
    video: 'Invites you to a video call',
    groupVoice: (name: string) => `${name} invites you to a group voice call`,
    groupVideo: (name: string) => `${name} invites you to a group video call`,
  },
  'zh-CN': {
    incomingCall: '来电',
    voice: '邀请你语音通话',
    video: '邀请你视频通话',
    groupVoice: (name: string) => `${name} 邀请你加入群语音通话`,
    groupVideo: (name: string) => `${name} 邀请你加入群视频通话`,
  },
};

/**
 * The push for an invite, in the words the call screen uses. It carries the invitation: the service worker shows
 * it as a call, and opening it opens the app ringing while the invite is inside its timeout (sw/notifications.ts).
 */
export function callInvitePayload(
  msg: PushMessage,
  invite: CallInvitePush,
  conversationID: string,
  options: { privatePreviews: boolean; locale: string; groupName?: string },
): CallPushPayload {
  const texts = TEXTS[options.locale === 'zh-CN' ? 'zh-CN' : 'en'];
  const url = `/chat?conversationID=${encodeURIComponent(conversationID)}`;
  const call = { ...invite.invitation, sentAt: msg.sendTime };
  if (options.privatePreviews) return { conversationID, title: texts.incomingCall, body: '', url, call };
  const sender = msg.senderNickname || msg.sendID;
  if (invite.group) {
    const body = invite.video ? texts.groupVideo(sender) : texts.groupVoice(sender);
    return { conversationID, title: options.groupName || texts.incomingCall, body, url, call };
  }
  return { conversationID, title: sender, body: invite.video ? texts.video : texts.voice, url, call };
}
