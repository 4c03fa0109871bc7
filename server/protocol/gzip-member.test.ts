import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { gunzipMember, gzipMember, STORED_BELOW_BYTES } from './gzip-member.ts';
import { gzipSync } from 'node:zlib';

const bytes = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 31 + (i >> 3)) & 0xff);

describe('gzip members', () => {
  it('inflate to the same bytes at every size, stored below the threshold and deflated from it', () => {
    for (const length of [0, 1, 184, 325, STORED_BELOW_BYTES - 1, STORED_BELOW_BYTES, 4096]) {
      const data = bytes(length);
      const member = gzipMember(data);
      expect(new Uint8Array(gunzipSync(member)), `length ${length}`).toEqual(data);
      expect(member.subarray(0, 3)).toEqual(Buffer.from([0x1f, 0x8b, 0x08]));
    }
  });

  it('stores a short frame with no compressor at all: header, one final stored block, CRC-32 and length', () => {
    const member = gzipMember(new TextEncoder().encode('hi'));
    expect([...member]).toEqual([
      ...[0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff],
      ...[0x01, 0x02, 0x00, 0xfd, 0xff],
      ...[0x68, 0x69],
      // CRC-32 of "hi" is 0xd8932aac, little-endian; then ISIZE 2.
      ...[0xac, 0x2a, 0x93, 0xd8],
      ...[0x02, 0x00, 0x00, 0x00],
    ]);
  });

  it('deflates a long, repetitive frame', () => {
    const data = new Uint8Array(8192).fill(7);
    expect(gzipMember(data).length).toBeLessThan(200);
  });

  it('reads back its own stored members without zlib, and any other gzip through it', () => {
    for (const length of [0, 5, 184, 600]) {
      const data = bytes(length);
      expect(new Uint8Array(gunzipMember(gzipMember(data)))).toEqual(data);
      expect(new Uint8Array(gunzipMember(gzipSync(data, { level: 0 })))).toEqual(data);
      expect(new Uint8Array(gunzipMember(gzipSync(data)))).toEqual(data);
    }
    const damaged = gzipMember(new TextEncoder().encode('hello'));
    damaged[15] = damaged[15]! ^ 1;
    expect(() => gunzipMember(damaged)).toThrow(/CRC/);
  });
});
