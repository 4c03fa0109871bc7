import { describe, expect, it } from 'vitest';
import { avatarFallbackText } from './avatar-fallback';

describe('avatarFallbackText', () => {
  it.each([
    ['张三', '三'],
    ['新建群聊', '聊'],
    ['王小明 ', '明'],
    ['李 wei', 'I'],
    ['やまだ', 'だ'],
    ['김민준', '준'],
    // U+20BB7 is a CJK extension character outside the BMP (a surrogate pair in UTF-16).
    ['吉\u{20BB7}', '\u{20BB7}'],
  ])('shows the last character of the CJK name %j, as the spec says', (name, text) => {
    expect(avatarFallbackText(name)).toBe(text);
  });

  it.each([
    ['Newbie Nora', 'NN'],
    ['Alice', 'A'],
    ['group', 'G'],
    ['Mary Ann Lee', 'ML'],
    ['  carol   wu ', 'CW'],
    ['Ωmega ω', 'ΩΩ'],
    ['Иван Петров', 'ИП'],
    ['Straß', 'S'],
    ['ßara', 'ß'],
    ['e\u0301mile zola', 'E\u0301Z'],
    ['Bob 😀', 'B'],
    ['Team 👨‍👩‍👧', 'T'],
  ])('shows the initials of the name %j', (name, text) => {
    expect(avatarFallbackText(name)).toBe(text);
  });

  it.each([
    ['😀', '😀'],
    // A family emoji is several code points joined by ZWJ; it must stay whole.
    ['👨‍👩‍👧', '👨‍👩‍👧'],
    ['🇨🇳 42', '2'],
  ])('shows the last character of %j, which has no word to take an initial from', (name, text) => {
    expect(avatarFallbackText(name)).toBe(text);
  });

  it.each(['', '   ', null, undefined])('shows ? for the empty name %j', (name) => {
    expect(avatarFallbackText(name)).toBe('?');
  });
});
