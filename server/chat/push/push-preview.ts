import type { AfterSendMsg } from '../../protocol/openim-webhooks.ts';

/** What a push reads of a message: only fields OpenIM's after-send webhooks carry (content is text there). */
export type PushMessage = Pick<AfterSendMsg, 'sendID' | 'senderNickname' | 'contentType' | 'content' | 'sendTime'>;

/** What the service worker shows for a push: the chat, a one-line preview, and where a click goes. */
export interface PushPayload {
  conversationID: string;
  title: string;
  body: string;
  url: string;
}

type Locale = 'en' | 'zh-CN';

const LABELS: Record<Locale, Record<string, string>> = {
  en: {
    newMessage: 'New message',
    102: '[Picture]',
    103: '[Voice]',
    104: '[Video]',
    105: '[File]',
    108: '[Contact card]',
    109: '[Location]',
    110: '[Custom message]',
    115: '[Sticker]',
    other: '[Message]',
  },
  'zh-CN': {
    newMessage: '新消息',
    102: '[图片]',
    103: '[语音]',
    104: '[视频]',
    105: '[文件]',
    108: '[名片]',
    109: '[位置]',
    110: '[自定义消息]',
    115: '[表情]',
    other: '[消息]',
  },
};

const PREVIEW_CHARS = 120;

function textOf(msg: PushMessage): string | null {
  try {
    const content = JSON.parse(msg.content) as { content?: unknown; text?: unknown };
    const text = msg.contentType === 101 ? content.content : content.text;
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}

const oneLine = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS - 1)}…` : line;
};

/**
 * The push for one message: sender (and group) with a preview, or only "New message" for a private subscription.
 * Text types (101 text, 106 mention, 114 quote) show their words; others their kind.
 */
export function pushPayload(
  msg: PushMessage,
  conversationID: string,
  options: { privatePreviews: boolean; locale: string; groupName?: string },
): PushPayload {
  const labels = LABELS[options.locale === 'zh-CN' ? 'zh-CN' : 'en'];
  const url = `/chat?conversationID=${encodeURIComponent(conversationID)}`;
  if (options.privatePreviews) return { conversationID, title: labels.newMessage!, body: '', url };
  const text = [101, 106, 114].includes(msg.contentType) ? textOf(msg) : null;
  const content = text !== null ? oneLine(text) : (labels[msg.contentType] ?? labels.other!);
  const sender = msg.senderNickname || msg.sendID;
  if (options.groupName !== undefined) {
    return { conversationID, title: options.groupName || labels.newMessage!, body: `${sender}: ${content}`, url };
  }
  return { conversationID, title: sender, body: content, url };
}
