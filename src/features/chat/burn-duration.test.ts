import { describe, expect, it } from 'vitest';
import type { ConversationItem } from '../../state/sdk-types';
import { burnDurationOf, formatBurnDuration } from './burn-duration';

describe('formatBurnDuration', () => {
  it('says each offered duration in its largest whole unit', () => {
    expect(formatBurnDuration(30, 'en')).toBe('30 seconds');
    expect(formatBurnDuration(300, 'en')).toBe('5 minutes');
    expect(formatBurnDuration(3600, 'en')).toBe('1 hour');
  });

  it('keeps durations that are not whole minutes in seconds', () => {
    expect(formatBurnDuration(90, 'en')).toBe('90 seconds');
  });

  it('follows the locale', () => {
    expect(formatBurnDuration(300, 'zh-CN')).toBe('5分钟');
  });
});

describe('burnDurationOf', () => {
  it('reads a never-set duration as the 30 s default', () => {
    expect(burnDurationOf({ burnDuration: 0 } as ConversationItem)).toBe(30);
    expect(burnDurationOf({ burnDuration: 300 } as ConversationItem)).toBe(300);
  });
});
