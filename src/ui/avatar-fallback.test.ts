import { describe, expect, it } from 'vitest';
import { avatarFallbackText } from './avatar-fallback';

describe('avatarFallbackText', () => {
  it.each([
    ['Alice', 'E'],
    ['group', 'P'],
    ['ken', 'N'],
    ['Ωmega ω', 'Ω'],
    ['Straß', 'ß'],
    ['张三', '三'],
    ['新建群聊', '聊'],
    ['李 wei', 'I'],
    ['王小明 ', '明'],
    ['Bob 😀', '😀'],
    // A family emoji is several code points joined by ZWJ; it must stay whole.
    ['Team 👨‍👩‍👧', '👨‍👩‍👧'],
    ['Flag 🇨🇳', '🇨🇳'],
    // U+20BB7 is a CJK extension character outside the BMP (a surrogate pair in UTF-16).
    ['吉\u{20BB7}', '\u{20BB7}'],
    ['e\u0301', 'E\u0301'],
  ])('shows the last character of %j', (name, text) => {
    expect(avatarFallbackText(name)).toBe(text);
  });

  it.each(['', '   ', null, undefined])('shows ? for the empty name %j', (name) => {
    expect(avatarFallbackText(name)).toBe('?');
  });
});
