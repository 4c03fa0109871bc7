import { describe, expect, it } from 'vitest';
import { linkifyText, type TextSegment } from './linkify';

const links = (text: string) =>
  linkifyText(text)
    .filter((segment): segment is Extract<TextSegment, { kind: 'link' }> => segment.kind === 'link')
    .map(({ text: shown, href }) => [shown, href]);

describe('linkifyText', () => {
  it('keeps text without links as one text segment', () => {
    expect(linkifyText('hello there')).toEqual([{ kind: 'text', text: 'hello there' }]);
    expect(linkifyText('')).toEqual([]);
  });

  it('links http and https addresses', () => {
    expect(linkifyText('see https://example.com/a?b=1&c=2#d now')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://example.com/a?b=1&c=2#d', href: 'https://example.com/a?b=1&c=2#d' },
      { kind: 'text', text: ' now' },
    ]);
    expect(links('http://localhost:3000/x')).toEqual([['http://localhost:3000/x', 'http://localhost:3000/x']]);
    expect(links('HTTPS://Example.com')).toEqual([['HTTPS://Example.com', 'https://example.com/']]);
  });

  it('links www addresses with https:// in front', () => {
    expect(links('go to www.example.com/docs today')).toEqual([
      ['www.example.com/docs', 'https://www.example.com/docs'],
    ]);
  });

  it('does not link bare domains, e-mail addresses or other schemes', () => {
    for (const text of [
      'example.com',
      'mail me at someone@example.com',
      'mailto:someone@example.com',
      'ftp://files.example.com/a',
      '//example.com/protocol-relative',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://',
      '192.168.1.1',
    ]) {
      expect(links(text), text).toEqual([]);
    }
  });

  it('never produces a javascript: link, even around a real one', () => {
    const segments = linkifyText('javascript:alert(1) https://ok.example.com javascript://x.com');
    for (const segment of segments) {
      if (segment.kind === 'link') expect(segment.href.startsWith('https://')).toBe(true);
    }
    expect(segments.map((segment) => segment.text).join('')).toBe(
      'javascript:alert(1) https://ok.example.com javascript://x.com',
    );
  });

  it('leaves trailing punctuation outside the link', () => {
    expect(links('Look: https://example.com.')).toEqual([['https://example.com', 'https://example.com/']]);
    expect(links('(see https://example.com/page)')).toEqual([['https://example.com/page', 'https://example.com/page']]);
    expect(links('really? www.example.com!')).toEqual([['www.example.com', 'https://www.example.com/']]);
    expect(links('"https://example.com/q?a=1",')).toEqual([['https://example.com/q?a=1', 'https://example.com/q?a=1']]);
  });

  it('finds links touching Chinese text on either side', () => {
    expect(linkifyText('请看https://example.com/a谢谢')).toEqual([
      { kind: 'text', text: '请看' },
      { kind: 'link', text: 'https://example.com/a', href: 'https://example.com/a' },
      { kind: 'text', text: '谢谢' },
    ]);
    expect(links('地址：www.example.com，明天见')).toEqual([['www.example.com', 'https://www.example.com/']]);
    expect(links('（https://example.com）')).toEqual([['https://example.com', 'https://example.com/']]);
  });

  it('keeps text around a link exactly, including emoji and CJK extension characters', () => {
    const text = '😀\u{20BB7}https://example.com\u{20BB7}😀';
    const segments = linkifyText(text);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(segments[1]).toEqual({ kind: 'link', text: 'https://example.com', href: 'https://example.com/' });
  });

  it('keeps markup as text', () => {
    expect(linkifyText('<script>alert(1)</script>')).toEqual([{ kind: 'text', text: '<script>alert(1)</script>' }]);
  });

  it('links several addresses in one message', () => {
    expect(links('a https://one.example.com b www.two.example.com c')).toEqual([
      ['https://one.example.com', 'https://one.example.com/'],
      ['www.two.example.com', 'https://www.two.example.com/'],
    ]);
  });
});
