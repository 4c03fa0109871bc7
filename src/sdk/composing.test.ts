import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const changeInputStates = vi.fn(async (_: { conversationID: string; focus: boolean }) => ({}));
vi.mock('./sdk-instance', () => ({ openIM: async () => ({ changeInputStates }) }));
// The real package starts a worker on import; these tests need only its constants.
vi.mock('@openim/wasm-client-sdk', () => ({ CbEvents: {}, GroupMemberFilter: { All: 0 }, MessageStatus: {} }));

const { noteTyping, stopTyping } = await import('./composing');

/** Lets the queued SDK calls run. */
const settle = () => vi.advanceTimersByTimeAsync(0);
const calls = () => changeInputStates.mock.calls.map(([params]) => `${params.conversationID}:${params.focus}`);

describe('typing, sent side', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    changeInputStates.mockClear();
  });
  afterEach(() => {
    stopTyping('si_a_b');
    stopTyping('si_a_c');
    vi.useRealTimers();
  });

  it('announces once, re-announces by stop-and-start while typing goes on, and stops after a 2 s pause', async () => {
    noteTyping('si_a_b');
    await vi.advanceTimersByTimeAsync(1000);
    noteTyping('si_a_b');
    await settle();
    expect(calls()).toEqual(['si_a_b:true']);

    await vi.advanceTimersByTimeAsync(600);
    noteTyping('si_a_b');
    await settle();
    expect(calls()).toEqual(['si_a_b:true', 'si_a_b:false', 'si_a_b:true']);

    await vi.advanceTimersByTimeAsync(2000);
    expect(calls()).toEqual(['si_a_b:true', 'si_a_b:false', 'si_a_b:true', 'si_a_b:false']);
  });

  it('stops in the old conversation when the user types in another', async () => {
    noteTyping('si_a_b');
    noteTyping('si_a_c');
    stopTyping('si_a_c');
    await settle();
    expect(calls()).toEqual(['si_a_b:true', 'si_a_b:false', 'si_a_c:true', 'si_a_c:false']);
  });
});
