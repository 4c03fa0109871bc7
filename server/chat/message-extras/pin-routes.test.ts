import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { groupOfMembers, type ChatAnswer } from '../../test/group-of-members.ts';
import type { Services } from '../../services/services.ts';
import { ImAdminClient } from '../im-admin-client.ts';
import { PIN_WRITES_PER_MINUTE } from './pin-routes.ts';
import { MAX_PINS, PIN_LIMIT_ERROR, PIN_NOTICE_KEY, type PinList } from '../../../wire/message-extras.ts';
import { WRITE_SERIES_TIMEOUT_MS } from '../../test/write-series.ts';

let app: FastifyInstance;
let services: Services;
let call: (
  userID: string,
  path: string,
  payload: Record<string, unknown>,
) => Promise<ChatAnswer<PinList & Record<string, unknown>>>;

beforeEach(async () => {
  ({ app, services, call } = await groupOfMembers({ admins: ['ada'] }));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await app.close();
});

const pin = (userID: string, clientMsgID: string, extra: Record<string, unknown> = {}) =>
  call(userID, '/message/pin/set', { groupID: 'g1', clientMsgID, seq: 7, sendTime: 1_000, pin: true, ...extra });
const list = (userID: string, where: Record<string, unknown> = { groupID: 'g1' }) =>
  call(userID, '/message/pin/list', where);
const setting = (userID: string, membersMayPin: boolean) =>
  call(userID, '/group/pin_setting/set', { groupID: 'g1', membersMayPin });

describe('pins in a group', () => {
  it('owner and admins pin and unpin; every member hears it and reads the pins and their notices', async () => {
    const notices = vi.spyOn(ImAdminClient.prototype, 'businessNotification');
    expect((await pin('ann', 'm1')).errCode).toBe(0);
    expect((await pin('ada', 'm2', { seq: 9, sendTime: 2_000 })).errCode).toBe(0);
    // Pinning a pinned message changes nothing and tells nobody.
    expect((await pin('ada', 'm1')).errCode).toBe(0);
    expect((await pin('ann', 'm1', { pin: false })).errCode).toBe(0);
    const read = (await list('cat')).data!;
    expect(read.conversationID).toBe('sg_g1');
    expect(read.pins).toEqual([
      { clientMsgID: 'm2', seq: 9, sendTime: 2_000, pinnedBy: 'ada', pinTime: expect.any(Number) },
    ]);
    expect(read.events.map((e) => [e.clientMsgID, e.pinned, e.userID])).toEqual([
      ['m1', true, 'ann'],
      ['m2', true, 'ada'],
      ['m1', false, 'ann'],
    ]);
    expect(read).toMatchObject({ canPin: false, membersMayPin: false });
    expect((await list('ada')).data!.canPin).toBe(true);
    // 3 changes × 4 members, the pinning one's own devices too.
    expect(notices).toHaveBeenCalledTimes(12);
    const [sender, recipient, key, data] = notices.mock.calls[0]!;
    expect([sender, recipient, key]).toEqual(['ann', 'ann', PIN_NOTICE_KEY]);
    expect(JSON.parse(data)).toEqual({
      conversationID: 'sg_g1',
      clientMsgID: 'm1',
      pinned: true,
      userID: 'ann',
      time: expect.any(Number),
    });
    expect(new Set(notices.mock.calls.slice(0, 4).map((c) => c[1]))).toEqual(new Set(['ann', 'ada', 'ben', 'cat']));
  });

  it('refuses an ordinary member until the owner or an admin lets members pin, which only they may', async () => {
    expect((await pin('ben', 'm1')).errCode).toBe(1002);
    expect((await pin('ben', 'm1', { pin: false })).errCode).toBe(1002);
    expect((await setting('ben', true)).errCode).toBe(1002);
    expect((await call('ben', '/group/pin_setting/get', { groupID: 'g1' })).data).toEqual({
      membersMayPin: false,
      canChange: false,
    });
    expect((await setting('ada', true)).errCode).toBe(0);
    expect((await call('ann', '/group/pin_setting/get', { groupID: 'g1' })).data).toEqual({
      membersMayPin: true,
      canChange: true,
    });
    expect((await list('ben')).data).toMatchObject({ canPin: true, membersMayPin: true });
    expect((await pin('ben', 'm1')).errCode).toBe(0);
    expect((await setting('ann', false)).errCode).toBe(0);
    expect((await pin('ben', 'm1', { pin: false })).errCode).toBe(1002);
    expect((await list('ben')).data!.pins.map((p) => p.clientMsgID)).toEqual(['m1']);
  });

  it('refuses a stranger everything, and a former member reads nothing any more', async () => {
    expect((await pin('dan', 'm1')).errCode).toBe(1203);
    expect((await list('dan')).errCode).toBe(1203);
    expect((await call('dan', '/group/pin_setting/get', { groupID: 'g1' })).errCode).toBe(1203);
    expect((await setting('dan', true)).errCode).toBe(1203);
    await pin('ann', 'm1');
    services.groups.removeMembers('g1', ['ada']);
    await pin('ann', 'm2');
    expect((await list('ada')).errCode).toBe(1203);
    expect((await pin('ada', 'm3')).errCode).toBe(1203);
    expect((await setting('ada', true)).errCode).toBe(1203);
  });

  it(
    `refuses a ${MAX_PINS + 1}st pin with its own code; of two ${MAX_PINS}th pins at once, one`,
    async () => {
      for (let i = 0; i < MAX_PINS - 1; i++) expect((await pin('ann', `m${i}`)).errCode).toBe(0);
      const both = await Promise.all([pin('ann', 'last-a'), pin('ada', 'last-b')]);
      expect(both.map((r) => r.errCode).sort()).toEqual([0, PIN_LIMIT_ERROR]);
      const refused = await pin('ann', 'one-more');
      expect(refused).toMatchObject({ errCode: PIN_LIMIT_ERROR, errMsg: 'PinLimitReached' });
      expect((await list('ben')).data!.pins).toHaveLength(MAX_PINS);
      // Unpinning one makes room again.
      expect((await pin('ann', 'm0', { pin: false })).errCode).toBe(0);
      expect((await pin('ann', 'one-more')).errCode).toBe(0);
    },
    WRITE_SERIES_TIMEOUT_MS,
  );

  it('refuses bad input and a flood of writes', { timeout: WRITE_SERIES_TIMEOUT_MS }, async () => {
    for (const bad of [{ clientMsgID: '' }, { seq: -1 }, { sendTime: 'x' }, { groupID: undefined }])
      expect((await pin('ann', 'm1', bad)).errCode).toBe(1001);
    for (let i = 0; i < PIN_WRITES_PER_MINUTE; i++) await pin('ada', 'm1', { pin: i % 2 === 0 });
    expect((await pin('ada', 'm1')).errCode).toBe(20005);
    // Another user's allowance is their own.
    expect((await pin('ann', 'm2')).errCode).toBe(0);
  });
});

describe('pins in a single chat', () => {
  it('belong to the two people, whoever names the other; either pins, and a block stops new ones', async () => {
    expect((await pin('ben', 'm1', { groupID: undefined, peerUserID: 'cat' })).errCode).toBe(0);
    const ofCat = (await list('cat', { peerUserID: 'ben' })).data!;
    expect(ofCat).toMatchObject({ conversationID: 'si_ben_cat', canPin: true });
    expect(ofCat.pins.map((p) => p.clientMsgID)).toEqual(['m1']);
    expect((await pin('cat', 'm1', { groupID: undefined, peerUserID: 'ben', pin: false })).errCode).toBe(0);
    expect((await list('ben', { peerUserID: 'cat' })).data!.pins).toEqual([]);
    // dan naming cat reads his own chat with cat, never ben's.
    expect((await list('dan', { peerUserID: 'cat' })).data!.events).toEqual([]);
    expect((await list('dan', { peerUserID: 'nobody' })).errCode).toBe(1004);
    services.relations.addBlack('cat', 'ben', '', Date.now());
    expect((await pin('ben', 'm2', { groupID: undefined, peerUserID: 'cat' })).errCode).toBe(1302);
  });
});
