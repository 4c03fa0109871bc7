import { describe, expect, it } from 'vitest';
import { formatCallDuration, parseCustomData, webURL } from './custom-data';

const custom = (customType: unknown, data: unknown) => JSON.stringify({ customType, data });

describe('parseCustomData: call records (901, OpenIM’s iOS and Flutter clients)', () => {
  it('reads type, duration and each side’s state', () => {
    expect(parseCustomData(custom(901, { duration: 75, state: 'hangup', type: 'video' }))).toEqual({
      kind: 'call',
      media: 'video',
      duration: 75,
      outcome: 'succeeded',
    });
    const outcomes = Object.fromEntries(
      [
        'beHangup',
        'cancel',
        'beCanceled',
        'reject',
        'beRejected',
        'timeout',
        'noReply',
        'busy',
        'otherAccepted',
        'otherReject',
        'networkError',
      ].map((state) => [
        state,
        (parseCustomData(custom(901, { state, type: 'audio' })) as { outcome: unknown }).outcome,
      ]),
    );
    expect(outcomes).toEqual({
      beHangup: 'succeeded',
      cancel: 'canceled',
      beCanceled: 'canceled',
      reject: 'refused',
      beRejected: 'refused',
      timeout: 'timeout',
      noReply: 'timeout',
      busy: 'busy',
      otherAccepted: 'otherDevice',
      otherReject: 'otherDeviceRejected',
      networkError: 'networkError',
    });
  });

  it('leaves an unknown state as no outcome, and an unknown type as a voice call', () => {
    expect(parseCustomData(custom(901, { state: 'toString', type: 'hologram' }))).toEqual({
      kind: 'call',
      media: 'voice',
      duration: 0,
      outcome: null,
    });
    expect(parseCustomData(custom(901, JSON.stringify({ state: 'busy', duration: '00:07' })))).toMatchObject({
      outcome: 'busy',
      duration: 7,
    });
  });
});

describe('parseCustomData: call records (100)', () => {
  it('reads media, duration and end reason', () => {
    expect(parseCustomData(custom(100, { duration: 75, mediaType: 'video', status: 3 }))).toEqual({
      kind: 'call',
      media: 'video',
      duration: 75,
      outcome: 'succeeded',
    });
    expect(parseCustomData(custom(100, { mediaType: 'audio', status: 0 }))).toEqual({
      kind: 'call',
      media: 'voice',
      duration: 0,
      outcome: 'refused',
    });
  });

  it('accepts a duration written as mm:ss and a status as digits', () => {
    expect(parseCustomData(custom('100', { duration: '01:05', status: '4' }))).toMatchObject({
      duration: 65,
      outcome: 'otherDevice',
    });
  });

  it('leaves an unknown or missing status as null', () => {
    expect(parseCustomData(custom(100, { status: 9 }))).toMatchObject({ outcome: null });
    expect(parseCustomData(custom(100, {}))).toMatchObject({ outcome: null, duration: 0 });
    expect(parseCustomData(custom(100, { status: '' }))).toMatchObject({ outcome: null });
  });

  it('reads data nested as a JSON string', () => {
    expect(parseCustomData(custom(100, JSON.stringify({ duration: 3, status: 3 })))).toMatchObject({
      duration: 3,
      outcome: 'succeeded',
    });
  });
});

describe('parseCustomData: mass messages (903)', () => {
  it("reads the text message OpenIM's clients embed", () => {
    expect(parseCustomData(custom(903, { textElem: { content: 'Office closed on Friday' } }))).toEqual({
      kind: 'massMessage',
      text: 'Office closed on Friday',
    });
  });

  it('reads plainer shapes, and nothing as empty text', () => {
    expect(parseCustomData(custom(903, { text: 'Hi' }))).toEqual({ kind: 'massMessage', text: 'Hi' });
    expect(parseCustomData(custom(903, null))).toEqual({ kind: 'massMessage', text: '' });
  });
});

describe('parseCustomData: meeting invitations (905)', () => {
  it("reads OpenIM's invitation fields; start is seconds", () => {
    const data = {
      id: '123456789',
      subject: 'Weekly sync',
      start: 1_767_261_600,
      duration: 3600,
      inviterUserID: 'u1',
      inviterNickname: 'Alice',
      inviterFaceURL: '',
    };
    expect(parseCustomData(custom(905, data))).toEqual({
      kind: 'meetingInvitation',
      meetingID: '123456789',
      subject: 'Weekly sync',
      start: 1_767_261_600_000,
      duration: 3600,
      hostUserID: 'u1',
      hostNickname: 'Alice',
      joinURL: null,
    });
  });

  it('keeps a start already in milliseconds, and a web join address', () => {
    const parsed = parseCustomData(custom(905, { id: 7, start: 1_767_261_600_000, url: 'https://meet.example/r/7' }));
    expect(parsed).toMatchObject({ meetingID: '7', start: 1_767_261_600_000, joinURL: 'https://meet.example/r/7' });
  });

  it('refuses join addresses that are not http(s)', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'meet.example/r/7', 'file:///etc/passwd']) {
      expect(parseCustomData(custom(905, { id: '1', url }))).toMatchObject({ joinURL: null });
    }
  });
});

describe('parseCustomData: anything else', () => {
  it('is unsupported, never an error', () => {
    for (const raw of [undefined, '', 'oops', '[]', 'null', custom(7, {}), custom(200, { roomID: 'r' }), '{}']) {
      expect(parseCustomData(raw)).toEqual({ kind: 'unsupported' });
    }
  });
});

describe('webURL', () => {
  it('keeps http(s) only', () => {
    expect(webURL('https://a.example/x?y=1')).toBe('https://a.example/x?y=1');
    expect(webURL('http://a.example')).toBe('http://a.example/');
    expect(webURL('JavaScript:alert(1)')).toBeNull();
    expect(webURL('')).toBeNull();
  });
});

describe('formatCallDuration', () => {
  it('writes mm:ss, with hours from an hour up', () => {
    expect(formatCallDuration(0)).toBe('00:00');
    expect(formatCallDuration(65)).toBe('01:05');
    expect(formatCallDuration(3599)).toBe('59:59');
    expect(formatCallDuration(3661)).toBe('1:01:01');
  });
});
