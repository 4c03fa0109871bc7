import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { groupOfMembers, type GroupOfMembers } from '../../test/group-of-members.ts';
import type { Services } from '../../services/services.ts';
import { ImAdminClient } from '../im-admin-client.ts';
import { REACTION_WRITES_PER_MINUTE } from './reaction-routes.ts';
import { MAX_REACTION_EMOJI, REACTION_NOTICE_KEY } from '../../../wire/message-extras.ts';
import { WRITE_SERIES_TIMEOUT_MS } from '../../test/write-series.ts';

let app: FastifyInstance;
let services: Services;
let chat: GroupOfMembers['call'];

beforeEach(async () => {
  ({ app, services, call: chat } = await groupOfMembers());
});
afterEach(async () => {
  vi.restoreAllMocks();
  await app.close();
});

const call = (userID: string, path: string, payload: Record<string, unknown>) =>
  chat(userID, `/message/reaction${path}`, payload);

const react = (userID: string, emoji: string, extra: Record<string, unknown> = {}) =>
  call(userID, '/set', { groupID: 'g1', clientMsgID: 'm1', emoji, react: true, ...extra });
const read = async (userID: string, where: Record<string, unknown> = { groupID: 'g1' }) =>
  call(userID, '/get', { ...where, clientMsgIDs: ['m1'] });

describe('reactions in a group', () => {
  it('keeps one of each emoji per person, in order, and tells every member (the reacting one too)', async () => {
    const notices = vi.spyOn(ImAdminClient.prototype, 'businessNotification');
    expect((await react('ben', '👍')).errCode).toBe(0);
    expect((await react('cat', '👍')).errCode).toBe(0);
    expect((await react('ben', '👍')).errCode).toBe(0);
    expect((await react('ann', '🎉')).errCode).toBe(0);
    expect((await read('cat')).data).toEqual({
      conversationID: 'sg_g1',
      messages: [
        {
          clientMsgID: 'm1',
          reactions: [
            { emoji: '👍', userIDs: ['ben', 'cat'] },
            { emoji: '🎉', userIDs: ['ann'] },
          ],
        },
      ],
    });
    // ben's second 👍 changed nothing and told nobody: 3 changes × 3 members.
    expect(notices).toHaveBeenCalledTimes(9);
    expect(notices.mock.calls[0]).toEqual([
      'ben',
      'ann',
      REACTION_NOTICE_KEY,
      JSON.stringify({ conversationID: 'sg_g1', clientMsgID: 'm1', emoji: '👍', userID: 'ben', react: true }),
    ]);
    expect(new Set(notices.mock.calls.slice(0, 3).map((c) => c[1]))).toEqual(new Set(['ann', 'ben', 'cat']));
  });

  it('takes back only the caller’s own reaction', async () => {
    await react('ben', '👍');
    await react('cat', '👍');
    expect((await react('ben', '👍', { react: false })).errCode).toBe(0);
    expect((await read('ann')).data!.messages).toEqual([
      { clientMsgID: 'm1', reactions: [{ emoji: '👍', userIDs: ['cat'] }] },
    ]);
  });

  it('refuses a stranger, and a former member reads nothing any more', async () => {
    expect((await react('dan', '👍')).errCode).toBe(1203);
    expect((await read('dan')).errCode).toBe(1203);
    await react('cat', '👍');
    services.groups.removeMembers('g1', ['cat']);
    await react('ben', '🎉');
    expect((await read('cat')).errCode).toBe(1203);
    expect((await react('cat', '🎉')).errCode).toBe(1203);
  });

  it(
    `refuses a ${MAX_REACTION_EMOJI + 1}st distinct emoji, anything that is not one emoji, and a flood`,
    async () => {
      const many = [...'😀😃😄😁😆😅😂🤣😊😇🙂🙃😉😌😍🥰😘😗😙😚😋😛'].slice(0, MAX_REACTION_EMOJI + 1);
      for (const emoji of many.slice(0, MAX_REACTION_EMOJI)) expect((await react('ben', emoji)).errCode).toBe(0);
      expect((await react('cat', many[MAX_REACTION_EMOJI]!)).errCode).toBe(1001);
      // An emoji already there can still be given by someone else.
      expect((await react('cat', many[0]!)).errCode).toBe(0);
      for (const bad of ['a', '👍👍', '<b>x</b>', '']) expect((await react('ann', bad)).errCode).toBe(1001);
      for (let i = 0; i < REACTION_WRITES_PER_MINUTE - MAX_REACTION_EMOJI; i++) await react('ben', many[0]!);
      expect((await react('ben', many[1]!, { react: false })).errCode).toBe(20005);
    },
    WRITE_SERIES_TIMEOUT_MS,
  );
});

describe('reactions in a single chat', () => {
  it('belong to the two people, whoever names the other, and a block stops new ones', async () => {
    expect((await react('ann', '❤️', { groupID: undefined, peerUserID: 'ben' })).errCode).toBe(0);
    const ofBen = await read('ben', { peerUserID: 'ann' });
    expect(ofBen.data!.conversationID).toBe('si_ann_ben');
    expect(ofBen.data!.messages).toEqual([{ clientMsgID: 'm1', reactions: [{ emoji: '❤️', userIDs: ['ann'] }] }]);
    // cat naming ben reads her own chat with ben, never ann's.
    expect((await read('cat', { peerUserID: 'ben' })).data!.messages).toEqual([]);
    expect((await read('cat', { peerUserID: 'nobody' })).errCode).toBe(1004);
    services.relations.addBlack('ben', 'ann', '', Date.now());
    expect((await react('ann', '👍', { groupID: undefined, peerUserID: 'ben' })).errCode).toBe(1302);
    expect((await call('ann', '/set', { clientMsgID: 'm1', emoji: '👍', react: true })).errCode).toBe(1001);
  });
});
