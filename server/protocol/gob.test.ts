import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { decodeGobStruct, encodeGobTypeDefinition, encodeGobValue, GobError } from './gob.ts';
import { decodeRequestFrame, encodeGob, encodeRequestGob, FrameError, RESPONSE_TYPE } from './ws-envelope.ts';

// Fixtures from openim-ws-gateway.md §2.3, produced by Go 1.19's encoding/gob.
const hex = (text: string) => Uint8Array.from(Buffer.from(text.replace(/\s+/g, ''), 'hex'));
const SDK_REQUEST = hex(`
  66ff810301010c47656e6572616c577352657101ff82000106010d5265714964656e7469666965720104000105546f6b656e010c00010653656e644944010c00010b4f7065726174696f6e4944010c0001074d7367496e6372010c00010444617461010a000000
  1bff8201fe07d20202753101026f70010475315f7801040a02753100`);
const RESP_TYPE = hex(
  '60ff81030101045265737001ff82000106010d5265714964656e74696669657201040001074d7367496e6372010c00010b4f7065726174696f6e4944010c000107457272436f646501040001064572724d7367010c00010444617461010a000000',
);
const RESP_1001 = hex('14ff8201fe07d2010475315f7801026f7003010100');
const RESP_KICK = hex('07ff8201fe0fa400');
const RESP_ERROR = hex('18ff8201fe07d6010475315f7801026f7001fe0a2c01017800');

const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

describe('gob decoding', () => {
  it('decodes the SDK request fixture by field name', () => {
    expect(decodeGobStruct(SDK_REQUEST)).toEqual({
      ReqIdentifier: 1001,
      SendID: 'u1',
      OperationID: 'op',
      MsgIncr: 'u1_x',
      Data: hex('0a027531'),
    });
  });

  it('decodes a request frame with defaults for omitted fields', () => {
    expect(decodeRequestFrame(gzipSync(SDK_REQUEST))).toEqual({
      reqIdentifier: 1001,
      token: '',
      sendID: 'u1',
      operationID: 'op',
      msgIncr: 'u1_x',
      data: hex('0a027531'),
    });
  });

  it('rejects a value whose type was never defined', () => {
    expect(() => decodeGobStruct(hex('1bff8201fe07d20202753101026f70010475315f7801040a02753100'))).toThrow(GobError);
  });

  it.each([
    ['empty input', new Uint8Array()],
    ['a length past the end', hex('ff')],
    ['a truncated type definition', SDK_REQUEST.subarray(0, 40)],
    ['a truncated value', SDK_REQUEST.subarray(0, SDK_REQUEST.length - 3)],
  ])('throws GobError on %s', (_name, bytes) => {
    expect(() => decodeGobStruct(bytes)).toThrow(GobError);
  });

  it('throws FrameError on frames that are not gzip or not gob', () => {
    expect(() => decodeRequestFrame(Uint8Array.from([1, 2, 3]))).toThrow(FrameError);
    expect(() => decodeRequestFrame(gzipSync(Buffer.from('{"reqIdentifier":1001}')))).toThrow(FrameError);
  });
});

describe('gob encoding', () => {
  it('writes a request exactly as the SDK does', () => {
    expect(
      encodeRequestGob({
        reqIdentifier: 1001,
        sendID: 'u1',
        operationID: 'op',
        msgIncr: 'u1_x',
        data: hex('0a027531'),
      }),
    ).toEqual(SDK_REQUEST);
  });

  it('writes the reference server type definition byte for byte', () => {
    expect(encodeGobTypeDefinition(RESPONSE_TYPE)).toEqual(RESP_TYPE);
  });

  it('writes a response, a kick and an error exactly as Go does', () => {
    expect(encodeGob({ reqIdentifier: 1001, msgIncr: 'u1_x', operationID: 'op', data: hex('01') })).toEqual(
      concat(RESP_TYPE, RESP_1001),
    );
    expect(encodeGob({ reqIdentifier: 2002 })).toEqual(concat(RESP_TYPE, RESP_KICK));
    expect(encodeGob({ reqIdentifier: 1003, msgIncr: 'u1_x', operationID: 'op', errCode: 1302, errMsg: 'x' })).toEqual(
      concat(RESP_TYPE, RESP_ERROR),
    );
  });

  it('round-trips negative, large and unicode values', () => {
    const type = {
      name: 'T',
      fields: [
        { name: 'A', type: 'int' as const },
        { name: 'B', type: 'string' as const },
        { name: 'C', type: 'bool' as const },
        { name: 'D', type: 'uint' as const },
      ],
    };
    const stream = concat(
      encodeGobTypeDefinition(type, 70),
      encodeGobValue(type, { A: -123456789012, B: '你好 👋', C: true, D: 2 ** 40 }, 70),
    );
    expect(decodeGobStruct(stream)).toEqual({ A: -123456789012, B: '你好 👋', C: true, D: 2 ** 40 });
  });

  it('encodes and decodes uints at the byte boundaries and up to the largest safe integer, and refuses larger', () => {
    const type = { name: 'U', fields: [{ name: 'V', type: 'uint' as const }] };
    for (const value of [0x7f, 0x80, 0xff, 0x100, 0xffff, 0x10000, 2 ** 48, Number.MAX_SAFE_INTEGER]) {
      const stream = concat(encodeGobTypeDefinition(type, 70), encodeGobValue(type, { V: value }, 70));
      expect(decodeGobStruct(stream).V, String(value)).toBe(value);
    }
    // 2^53 as seven bytes (0xf9 = 256 - 7): one past the largest safe integer.
    const tooLarge = concat(
      encodeGobTypeDefinition(type, 70),
      Uint8Array.from([12, 0xff, 0x8c, 0x01, 0xf9, 0x20, 0, 0, 0, 0, 0, 0, 0]),
    );
    expect(() => decodeGobStruct(tooLarge)).toThrow(/too large/);
  });
});
