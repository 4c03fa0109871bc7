import { crc32, gunzipSync, gzipSync } from 'node:zlib';

/**
 * Gob frames shorter than this go out as a stored (uncompressed) gzip member. Deflate cannot shrink them: an ack
 * (about 180 bytes of gob) comes out of level 1 at the same size, a short text push (about 330) 7 % smaller. Yet
 * each gzipSync call builds and frees a whole zlib context, which Node gives no synchronous way to reset and reuse;
 * at saturation that was a quarter of the gateway's CPU (issue 18). Longer frames (pulls, long messages) are
 * deflated as before, where the context's cost is small beside what compression saves.
 */
export const STORED_BELOW_BYTES = 512;

/** RFC 1952: magic, deflate, no flags, no mtime, no extra flags, OS unknown. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** RFC 1951 §3.2.4: one final stored block (BFINAL 1, BTYPE 00), then LEN and its complement. */
const STORED_BLOCK_HEADER_BYTES = 5;
const TRAILER_BYTES = 8;

/** One gzip member holding `data`: any gzip reader (Go's compress/gzip in the SDK included) inflates it alike. */
export function gzipMember(data: Uint8Array): Buffer {
  if (data.length >= STORED_BELOW_BYTES) return gzipSync(data, { level: 1 });
  const length = data.length;
  const member = Buffer.allocUnsafe(HEADER.length + STORED_BLOCK_HEADER_BYTES + length + TRAILER_BYTES);
  let at = HEADER.copy(member, 0);
  member[at++] = 0x01;
  at = member.writeUInt16LE(length, at);
  at = member.writeUInt16LE(~length & 0xffff, at);
  member.set(data, at);
  at += length;
  at = member.writeUInt32LE(crc32(data), at);
  member.writeUInt32LE(length, at);
  return member;
}

/**
 * The inverse, for our own clients (tests, the gateway bench): a member as gzipMember stores it is read without a
 * zlib context, anything else goes to gunzipSync. The bench's load generator reads two frames per message and had
 * become the bench's limit. The server does not use it on requests: the SDK's are deflated.
 */
export function gunzipMember(member: Uint8Array): Uint8Array {
  const start = HEADER.length + STORED_BLOCK_HEADER_BYTES;
  const length = member.length - start - TRAILER_BYTES;
  const view = Buffer.from(member.buffer, member.byteOffset, member.length);
  const stored =
    length >= 0 &&
    view.compare(HEADER, 0, 4, 0, 4) === 0 &&
    view[HEADER.length] === 0x01 &&
    view.readUInt16LE(HEADER.length + 1) === length &&
    view.readUInt16LE(HEADER.length + 3) === (~length & 0xffff) &&
    view.readUInt32LE(start + length + 4) === length;
  if (!stored) return gunzipSync(member);
  const data = member.subarray(start, start + length);
  if (crc32(data) !== view.readUInt32LE(start + length)) throw new Error('gzip member: CRC-32 mismatch');
  return data;
}
