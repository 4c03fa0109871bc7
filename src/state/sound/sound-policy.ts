/** At most one sound a second, however many messages arrive (deltas.md 14). */
const SOUND_INTERVAL_MS = 1000;

/** The receive option meaning "notify me" (OpenIM's recvMsgOpt / globalRecvMsgOpt 0). */
const NOTIFY = 0;
/** allowBeep 2 is "not allowed" (product-spec §3). */
const BEEP_NOT_ALLOWED = 2;

export interface SoundContext {
  /** Sent by this user (from another device, say): never announced. */
  fromSelf: boolean;
  /** Notifications and typing are not messages a person wrote. */
  isNotification: boolean;
  /** The user is looking at this very conversation, in a visible page. */
  onScreen: boolean;
  syncing: boolean;
  allowBeep: number | undefined;
  globalRecvMsgOpt: number | undefined;
  conversationRecvMsgOpt: number | undefined;
  lastPlayedAt: number;
  now: number;
}

/** Whether an arriving message plays the new-message sound (product-spec §4 "Incoming message", deltas.md 14). */
export function shouldPlaySound(context: SoundContext): boolean {
  if (context.fromSelf || context.isNotification || context.onScreen || context.syncing) return false;
  if (context.allowBeep === BEEP_NOT_ALLOWED) return false;
  if ((context.globalRecvMsgOpt ?? NOTIFY) !== NOTIFY) return false;
  if ((context.conversationRecvMsgOpt ?? NOTIFY) !== NOTIFY) return false;
  return context.now - context.lastPlayedAt >= SOUND_INTERVAL_MS;
}
