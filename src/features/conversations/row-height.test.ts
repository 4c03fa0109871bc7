import { describe, expect, it } from 'vitest';
import { conversationRowHeight } from './row-height';

describe('conversationRowHeight', () => {
  it('is 65 px at the default 16 px root: the avatar and the text lines both 44 px tall', () => {
    expect(conversationRowHeight(16)).toBe(65);
  });
  it('keeps the avatar whole when the text is smaller', () => {
    expect(conversationRowHeight(10)).toBe(65);
  });
  it('grows with the text at larger font sizes', () => {
    expect(conversationRowHeight(24)).toBe(21 + 66);
    expect(conversationRowHeight(32)).toBe(21 + 88);
  });
});
