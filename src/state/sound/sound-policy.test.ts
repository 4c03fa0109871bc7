import { describe, expect, it } from 'vitest';
import { shouldPlaySound, type SoundContext } from './sound-policy';

const base: SoundContext = {
  fromSelf: false,
  isNotification: false,
  onScreen: false,
  syncing: false,
  allowBeep: 1,
  globalRecvMsgOpt: 0,
  conversationRecvMsgOpt: 0,
  lastPlayedAt: 0,
  now: 10_000,
};

describe('new-message sound', () => {
  it('plays for someone else’s message in a conversation not on screen', () => {
    expect(shouldPlaySound(base)).toBe(true);
  });

  it.each<[string, Partial<SoundContext>]>([
    ['own messages', { fromSelf: true }],
    ['notifications', { isNotification: true }],
    ['the conversation on screen', { onScreen: true }],
    ['while syncing', { syncing: true }],
    ['when beeps are off', { allowBeep: 2 }],
    ['when the global receive option is not normal', { globalRecvMsgOpt: 2 }],
    ['when the conversation is muted', { conversationRecvMsgOpt: 2 }],
    ['when the conversation receives nothing', { conversationRecvMsgOpt: 1 }],
  ])('stays silent for %s', (_, over) => {
    expect(shouldPlaySound({ ...base, ...over })).toBe(false);
  });

  it('plays at most once a second', () => {
    expect(shouldPlaySound({ ...base, lastPlayedAt: 9_500 })).toBe(false);
    expect(shouldPlaySound({ ...base, lastPlayedAt: 9_000 })).toBe(true);
  });

  it('treats unknown settings as the defaults, which notify', () => {
    expect(
      shouldPlaySound({
        ...base,
        allowBeep: undefined,
        globalRecvMsgOpt: undefined,
        conversationRecvMsgOpt: undefined,
      }),
    ).toBe(true);
  });
});
