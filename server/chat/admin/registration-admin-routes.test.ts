import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startAdminApp } from '../../test/admin-app.ts';
import { md5 } from '../../test/chat-calls.ts';
import { TEST_SUPER_CODE } from '../../test/test-app.ts';
import { migrate, openDatabase } from '../../db/database.ts';
import { openChatDatabase } from '../storage/chat-database.ts';
import { RegistrationPolicy } from './registration-policy.ts';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

const page = { pageNumber: 1, showNumber: 50 };
const registration = (phoneNumber: string, invitationCode = '') => ({
  verifyCode: TEST_SUPER_CODE,
  platform: 5,
  invitationCode,
  user: { nickname: 'New', password: md5('secret1'), areaCode: '+86', phoneNumber },
});

async function start(overrides = {}) {
  const started = await startAdminApp(overrides);
  app = started.app;
  return started;
}

describe('the registration mode', () => {
  it('is set while the server runs: closed refuses registration (1002), by invitation needs a code', async () => {
    const { admin, call, db, config } = await start();
    expect((await admin('/user/allow_register/get')).data).toEqual({
      allowRegister: true,
      needInvitationCode: false,
      mode: 'open',
    });

    expect((await admin('/user/allow_register/set', { allowRegister: false })).data).toMatchObject({ mode: 'closed' });
    expect((await call('/chat/account/register', registration('13800000011'))).errCode).toBe(1002);
    expect(
      (await call('/chat/account/code/send', { usedFor: 1, areaCode: '+86', phoneNumber: '13800000011' })).errCode,
    ).toBe(1002);
    expect((await call('/chat/client_config/get', {})).data).toMatchObject({ config: { allowRegister: '0' } });
    // An admin still creates accounts.
    const made = await admin('/account/add_user', {
      user: { nickname: 'Made', account: 'made_by_admin', password: md5('x') },
    });
    expect(made.errCode).toBe(0);

    await admin('/user/allow_register/set', { allowRegister: true, needInvitationCode: true });
    expect((await call('/chat/client_config/get', {})).data).toMatchObject({
      config: { needInvitationCodeRegister: '1', allowRegister: '1' },
    });
    expect((await call('/chat/account/register', registration('13800000012'))).errCode).toBe(20011);
    const { codes } = (await admin('/invitation_code/gen', { num: 2 })).data as { codes: string[] };
    expect((await call('/chat/account/register', registration('13800000012', codes[0]))).errCode).toBe(0);
    expect((await call('/chat/account/register', registration('13800000013', codes[0]))).errCode).toBe(20010);

    // OpenIM's own body, {allowRegister} alone, keeps the code requirement.
    await admin('/user/allow_register/set', { allowRegister: true });
    expect((await admin('/user/allow_register/get')).data).toMatchObject({ mode: 'invitation' });
    await admin('/user/allow_register/set', { allowRegister: true, needInvitationCode: false });
    expect((await call('/chat/account/register', registration('13800000014'))).errCode).toBe(0);

    // Kept in the database: a restarted server reads it back.
    await admin('/user/allow_register/set', { allowRegister: false });
    await app!.close();
    app = undefined;
    const reopened = openDatabase(config.dataDir);
    migrate(reopened);
    const chat = await openChatDatabase(config.chatDatabaseURL, reopened);
    expect(await new RegistrationPolicy(chat.db, 'open').mode()).toBe('closed');
    await chat.close();
    reopened.close();
    void db;
  });

  it('starts from PARLEY_REQUIRE_INVITATION_CODE until an admin sets it, and refuses bad input', async () => {
    const { admin } = await start({ requireInvitationCode: true });
    expect((await admin('/user/allow_register/get')).data).toMatchObject({ mode: 'invitation' });
    expect((await admin('/user/allow_register/set', { allowRegister: 'yes' })).errCode).toBe(1001);
    expect((await admin('/user/allow_register/set', {})).errCode).toBe(1001);
    expect((await admin('/user/allow_register/get')).data).toMatchObject({ mode: 'invitation' });
  });
});

describe('invitation codes', () => {
  it('are added, generated, searched by status and revoked, all or nothing', async () => {
    const { admin, call } = await start({ requireInvitationCode: true });
    expect((await admin('/invitation_code/add', { codes: ['WELCOME1', 'WELCOME2'] })).errCode).toBe(0);
    // One taken code fails the whole batch.
    expect(await admin('/invitation_code/add', { codes: ['FRESH001', 'WELCOME1'] })).toMatchObject({
      errCode: 1003,
      errDlt: 'codes exist: WELCOME1',
    });
    expect((await admin('/invitation_code/add', { codes: ['A B'] })).errCode).toBe(1001);
    expect((await admin('/invitation_code/add', { codes: ['SAME1234', 'SAME1234'] })).errCode).toBe(1001);
    const generated = await admin('/invitation_code/gen', { num: 3, len: 10 });
    const { codes } = generated.data as { codes: string[] };
    expect(codes).toHaveLength(3);
    for (const each of codes) expect(each).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect((await admin('/invitation_code/gen', { num: 1001 })).errCode).toBe(1001);

    expect((await call('/chat/account/register', registration('13800000021', 'WELCOME1'))).errCode).toBe(0);
    const all = await admin('/invitation_code/search', { status: 0, pagination: page });
    expect(all.data).toMatchObject({ total: 5 });
    const used = await admin('/invitation_code/search', { status: 1, pagination: page });
    expect(used.data).toMatchObject({
      total: 1,
      list: [{ invitationCode: 'WELCOME1', usedUser: { nickname: 'New' } }],
    });
    const unused = await admin('/invitation_code/search', { status: 2, keyword: 'WELC', pagination: page });
    expect(unused.data).toMatchObject({ total: 1, list: [{ invitationCode: 'WELCOME2', usedUserID: '' }] });

    expect(await admin('/invitation_code/del', { codes: ['WELCOME2', 'NOPE1234'] })).toMatchObject({
      errCode: 1004,
      errDlt: 'no such codes: NOPE1234',
    });
    expect(
      (await admin('/invitation_code/search', { status: 2, keyword: 'WELCOME2', pagination: page })).data,
    ).toMatchObject({ total: 1 });
    expect((await admin('/invitation_code/del', { codes: ['WELCOME2'] })).errCode).toBe(0);
    expect((await call('/chat/account/register', registration('13800000022', 'WELCOME2'))).errCode).toBe(20011);
  });
});
