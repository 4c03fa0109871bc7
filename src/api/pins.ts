import { chatPost } from './chat-client';
import type { ConversationRef, PinList } from '../../wire/message-extras';

/** A conversation's pins, its latest pin notices, and whether the caller may pin there (members only). */
export const fetchPins = (conversation: ConversationRef) => chatPost<PinList>('/message/pin/list', conversation);

/** Pins or unpins a message; `seq` and `sendTime` only help a later jump load history. Answers the list as it is now. */
export const setPin = (
  conversation: ConversationRef,
  target: { clientMsgID: string; seq: number; sendTime: number },
  pin: boolean,
) => chatPost<PinList>('/message/pin/set', { ...conversation, ...target, pin });

/** A group's "members may pin" setting, and whether the caller (owner or admin) may change it. */
export const fetchPinSetting = (groupID: string) =>
  chatPost<{ membersMayPin: boolean; canChange: boolean }>('/group/pin_setting/get', { groupID });

export const savePinSetting = (groupID: string, membersMayPin: boolean) =>
  chatPost<{ membersMayPin: boolean }>('/group/pin_setting/set', { groupID, membersMayPin });
