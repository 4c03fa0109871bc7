import { describe, expect, it } from 'vitest';
import type { MessageItem } from '../../../state/sdk-types';
import { availableActions, copyableText, mayRevoke, REVOKE_WINDOW_MS, type ActionContext } from './message-actions';

const now = 10 * REVOKE_WINDOW_MS;
const message = (over: Partial<MessageItem> = {}) =>
  ({
    clientMsgID: 'm',
    sendID: 'me',
    groupID: '',
    contentType: 101,
    status: 2,
    sendTime: now - 1000,
    textElem: { content: 'hi' },
    ...over,
  }) as MessageItem;
const context = (over: Partial<ActionContext> = {}): ActionContext => ({
  message: message(),
  selfUserID: 'me',
  now,
  ...over,
});

describe('message actions', () => {
  it('offers everything on a fresh text message of one’s own', () => {
    expect(availableActions(context())).toEqual(['react', 'copy', 'reply', 'forward', 'revoke', 'delete', 'select']);
  });

  it('offers Pin or Unpin after React only to whom the chat service lets pin, on a sent message', () => {
    const pins = (pinned: boolean, canPin = true) => ({ pins: { canPin, pinned } });
    expect(availableActions(context(pins(false))).slice(0, 2)).toEqual(['react', 'pin']);
    expect(availableActions(context(pins(true))).slice(0, 2)).toEqual(['react', 'unpin']);
    expect(availableActions(context(pins(false, false)))).not.toContain('pin');
    expect(availableActions(context({ ...pins(false), message: message({ status: 1 }) }))).not.toContain('pin');
  });

  it('stops offering revoke after 24 hours', () => {
    expect(mayRevoke(context({ message: message({ sendTime: now - REVOKE_WINDOW_MS }) }))).toBe(false);
    expect(mayRevoke(context({ message: message({ sendTime: now - REVOKE_WINDOW_MS + 1 }) }))).toBe(true);
  });

  it('never lets someone revoke a peer’s message in a single chat', () => {
    expect(mayRevoke(context({ message: message({ sendID: 'peer' }) }))).toBe(false);
  });

  it.each([
    [100, 20, true],
    [100, 60, true],
    [60, 20, true],
    [60, 60, false],
    [60, 100, false],
    [20, 20, false],
  ])('in a group, role %i revoking role %i’s message: %s', (selfRole, senderRole, allowed) => {
    const groupMessage = message({ sendID: 'peer', groupID: 'g', sendTime: now - 2 * REVOKE_WINDOW_MS });
    expect(mayRevoke(context({ message: groupMessage, selfRole, senderRole }))).toBe(allowed);
  });

  it('offers "read by" on one’s own sent group messages only', () => {
    const own = message({ groupID: 'g' });
    expect(availableActions(context({ message: own, selfRole: 20 }))).toEqual([
      'react',
      'copy',
      'reply',
      'forward',
      'revoke',
      'readBy',
      'delete',
      'select',
    ]);
    expect(
      availableActions(context({ message: message({ groupID: 'g', sendID: 'peer' }), selfRole: 20 })),
    ).not.toContain('readBy');
    expect(availableActions(context({ message: message({ groupID: 'g', status: 3 }) }))).not.toContain('readBy');
  });

  it('offers a failed message only delete and select (retry is on the bubble)', () => {
    expect(availableActions(context({ message: message({ status: 3 }) }))).toEqual(['copy', 'delete', 'select']);
  });

  it('offers nothing but copy while a message is sending', () => {
    expect(availableActions(context({ message: message({ status: 1 }) }))).toEqual(['copy']);
  });

  it('offers "add to stickers" on sent pictures and image faces with an http(s) address', () => {
    const picture = (url: string, status = 2) =>
      message({
        contentType: 102,
        sendID: 'peer',
        status,
        textElem: undefined,
        pictureElem: { sourcePicture: { url, width: 10, height: 10 } } as MessageItem['pictureElem'],
      });
    expect(availableActions(context({ message: picture('https://files.example/a.png') }))).toEqual([
      'react',
      'reply',
      'forward',
      'addSticker',
      'delete',
      'select',
    ]);
    expect(availableActions(context({ message: picture('https://files.example/a.png', 1) }))).not.toContain(
      'addSticker',
    );
    expect(availableActions(context({ message: picture('https://files.example/a.png', 3) }))).not.toContain(
      'addSticker',
    );
    expect(availableActions(context({ message: picture('blob:http://localhost/1') }))).not.toContain('addSticker');
    const face = (data: string) => message({ contentType: 115, textElem: undefined, faceElem: { index: -1, data } });
    expect(availableActions(context({ message: face('{"url":"https://cdn.example/s.gif"}') }))).toContain('addSticker');
    expect(availableActions(context({ message: face('🎉') }))).not.toContain('addSticker');
    expect(availableActions(context())).not.toContain('addSticker');
  });

  it('copies text, at-text and a quote’s reply, but not pictures', () => {
    expect(copyableText(message())).toBe('hi');
    expect(
      copyableText(message({ contentType: 106, textElem: undefined, atTextElem: { text: '@A hi', atUserList: [] } })),
    ).toBe('@A hi');
    expect(copyableText(message({ contentType: 102, textElem: undefined }))).toBeNull();
  });
});

describe('edit actions', () => {
  const offered = { offered: true, edited: false };

  it('offers Edit on one’s own sent text, @-mention and quote messages younger than a day', () => {
    expect(availableActions(context({ edits: offered }))).toEqual([
      'react',
      'edit',
      'copy',
      'reply',
      'forward',
      'revoke',
      'delete',
      'select',
    ]);
    for (const contentType of [106, 114]) {
      expect(availableActions(context({ message: message({ contentType }), edits: offered }))).toContain('edit');
    }
  });

  it('never offers Edit on another’s message, a picture, a recalled or failed one, after a day, or without the service', () => {
    const refused: Array<Partial<ActionContext>> = [
      { message: message({ sendID: 'peer' }) },
      { message: message({ contentType: 102 }) },
      { message: message({ contentType: 2101 }) },
      { message: message({ status: 3 }) },
      { message: message({ sendTime: now - 24 * 60 * 60 * 1000 }) },
    ];
    for (const over of refused) expect(availableActions(context({ ...over, edits: offered }))).not.toContain('edit');
    expect(availableActions(context({ edits: { offered: false, edited: false } }))).not.toContain('edit');
    expect(availableActions(context())).not.toContain('edit');
  });

  it('offers the edit history of an edited message to its sender and a group’s owner and admins only', () => {
    const edited = { offered: true, edited: true };
    const theirs = message({ sendID: 'peer', groupID: 'g' });
    expect(availableActions(context({ edits: edited }))).toContain('editHistory');
    expect(availableActions(context({ message: theirs, selfRole: 60, edits: edited }))).toContain('editHistory');
    expect(availableActions(context({ message: theirs, selfRole: 100, edits: edited }))).toContain('editHistory');
    expect(availableActions(context({ message: theirs, selfRole: 20, edits: edited }))).not.toContain('editHistory');
    expect(availableActions(context({ message: message({ sendID: 'peer' }), edits: edited }))).not.toContain(
      'editHistory',
    );
    expect(availableActions(context({ edits: offered }))).not.toContain('editHistory');
  });
});
