import { describe, expect, it } from 'vitest';
import { parseFace } from './face-data';

describe('parseFace', () => {
  it('shows an http(s) sticker as an image', () => {
    expect(parseFace({ index: 0, data: 'https://cdn.example/sticker.gif' })).toEqual({
      kind: 'image',
      url: 'https://cdn.example/sticker.gif',
    });
    expect(parseFace({ index: 1, data: '{"url":"http://cdn.example/a.png"}' })).toEqual({
      kind: 'image',
      url: 'http://cdn.example/a.png',
    });
  });

  it('keeps the size a sticker tells, when both sides are positive numbers', () => {
    expect(parseFace({ index: -1, data: '{"url":"https://cdn.example/a.png","width":320,"height":240}' })).toEqual({
      kind: 'image',
      url: 'https://cdn.example/a.png',
      width: 320,
      height: 240,
    });
    expect(parseFace({ index: -1, data: '{"url":"https://cdn.example/a.png","width":0,"height":"9"}' })).toEqual({
      kind: 'image',
      url: 'https://cdn.example/a.png',
    });
  });

  it('shows emoji and other text as text', () => {
    expect(parseFace({ index: 3, data: '😀' })).toEqual({ kind: 'text', text: '😀' });
    expect(parseFace({ index: 3, data: '[smile]' })).toEqual({ kind: 'text', text: '[smile]' });
    expect(parseFace({ index: 3, data: 'smile:' })).toEqual({ kind: 'text', text: 'smile:' });
    expect(parseFace({ index: 3, data: '{"emoji":"🎉"}' })).toEqual({ kind: 'text', text: '🎉' });
  });

  it('refuses addresses that are not http(s), and empty data', () => {
    expect(parseFace({ index: 0, data: 'javascript:alert(1)' })).toBeNull();
    expect(parseFace({ index: 0, data: 'data:image/svg+xml,<svg onload=alert(1)>' })).toBeNull();
    expect(parseFace({ index: 0, data: '{"url":"javascript:alert(1)"}' })).toBeNull();
    expect(parseFace({ index: 0, data: '  ' })).toBeNull();
    expect(parseFace(undefined)).toBeNull();
  });
});
