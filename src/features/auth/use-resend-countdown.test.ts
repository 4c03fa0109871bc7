import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useResendCountdown } from './use-resend-countdown';

describe('resend countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 seconds down once a code is sent, and stops at zero', () => {
    const { result } = renderHook(() => useResendCountdown());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.restart());
    expect(result.current.secondsLeft).toBe(60);
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(57);
    for (let i = 0; i < 70; i++) act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(0);
  });
});
