import { describe, expect, it } from 'vitest';
import { PbCoder } from '@openim/protocol';
import { BinaryWriter, WireType } from '@bufbuild/protobuf/wire';
import {
  completeMsgData,
  decodeDelUserPushTokenReq,
  decodeGetLastMessageReq,
  decodeGetMaxSeqReq,
  decodeGetSeqMessageReq,
  decodeSetAppBackgroundStatusReq,
  encodeGetLastMessageResp,
  encodeMessageMaps,
} from './protobuf.ts';

const text = (value: string) => new TextEncoder().encode(value);

describe('gateway protobuf payloads', () => {
  it('reads the SDK GetMaxSeqReq from the capture', () => {
    expect(decodeGetMaxSeqReq(Uint8Array.from([0x0a, 0x02, 0x75, 0x31]))).toEqual({ userID: 'u1' });
  });

  it('writes message maps that @openim/protocol reads back, plus endSeq', () => {
    const msg = completeMsgData({
      sendID: 'a',
      recvID: 'b',
      seq: 3,
      content: text('{"content":"hi"}'),
      options: { history: true },
    });
    const bytes = encodeMessageMaps(
      new Map([['si_a_b', { msgs: [msg], isEnd: true, endSeq: 3 }]]),
      new Map([['n_a_b', { msgs: [], isEnd: false, endSeq: 0 }]]),
    );
    const decoded = PbCoder.PushMessages.decode(bytes);
    expect(decoded.msgs.si_a_b?.Msgs[0]).toEqual(msg);
    expect(decoded.msgs.si_a_b?.isEnd).toBe(true);
    expect(decoded.notificationMsgs).toHaveProperty('n_a_b');

    // endSeq is field 3 of PullMsgs: 0x18 then varint 3, inside the si_a_b entry.
    expect(Buffer.from(bytes).includes(Buffer.from([0x10, 0x01, 0x18, 0x03]))).toBe(true);
  });

  it('reads GetSeqMessageReq with packed seqs and the order field', () => {
    const writer = new BinaryWriter();
    writer.tag(1, WireType.LengthDelimited).string('me');
    writer.tag(2, WireType.LengthDelimited).fork();
    writer.tag(2, WireType.LengthDelimited).string('si_a_b');
    writer.tag(3, WireType.LengthDelimited).fork().int64(4).int64(5).int64(9).join();
    writer.join();
    writer.tag(3, WireType.Varint).int32(1);
    expect(decodeGetSeqMessageReq(writer.finish())).toEqual({
      userID: 'me',
      conversations: [{ conversationID: 'si_a_b', seqs: [4, 5, 9] }],
      order: 1,
    });
  });

  it('reads the small requests the library lacks', () => {
    const lastMessage = new BinaryWriter().tag(1, WireType.LengthDelimited).string('me');
    lastMessage.tag(2, WireType.LengthDelimited).string('si_a_b').tag(2, WireType.LengthDelimited).string('sg_g');
    expect(decodeGetLastMessageReq(lastMessage.finish())).toEqual({
      userID: 'me',
      conversationIDs: ['si_a_b', 'sg_g'],
    });

    const logout = new BinaryWriter().tag(1, WireType.LengthDelimited).string('me').tag(2, WireType.Varint).int32(5);
    expect(decodeDelUserPushTokenReq(logout.finish())).toEqual({ userID: 'me', platformID: 5 });

    const background = new BinaryWriter()
      .tag(1, WireType.LengthDelimited)
      .string('me')
      .tag(2, WireType.Varint)
      .bool(true);
    expect(decodeSetAppBackgroundStatusReq(background.finish())).toEqual({ userID: 'me', isBackground: true });
  });

  it('writes GetLastMessageResp as map<string, MsgData>', () => {
    const msg = completeMsgData({ clientMsgID: 'c1', seq: 7 });
    const bytes = encodeGetLastMessageResp(new Map([['si_a_b', msg]]));
    // The same wire shape as GetMaxSeqResp's map entries, with a message value: decode it as PushMessages-free bytes.
    expect(bytes[0]).toBe(0x0a);
    expect(Buffer.from(bytes).includes(Buffer.from('si_a_b'))).toBe(true);
    expect(Buffer.from(bytes).includes(Buffer.from(PbCoder.MsgData.encode(msg).finish()))).toBe(true);
  });

  it('skips unknown fields instead of failing', () => {
    const writer = new BinaryWriter()
      .tag(9, WireType.LengthDelimited)
      .string('future')
      .tag(1, WireType.LengthDelimited)
      .string('u1');
    expect(decodeGetMaxSeqReq(writer.finish())).toEqual({ userID: 'u1' });
  });
});
