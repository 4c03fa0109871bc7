import { expect, test } from '@playwright/test';
import { chatCall, freshPhone, md5, TEST_SUPER_CODE } from '../support/chat-service';
import { login, openDevice, waitForEvent } from '../support/sdk-page';
import { sendText } from '../support/sdk-actions';

interface Session {
  userID: string;
  imToken: string;
  chatToken: string;
}

test('register, log in, then log the SDK in with the issued IM token and chat', async ({ browser, request }) => {
  const phoneNumber = freshPhone();
  expect((await chatCall(request, '/account/code/send', { usedFor: 1, areaCode: '+86', phoneNumber })).errCode).toBe(0);
  const registered = await chatCall<Session>(request, '/account/register', {
    verifyCode: TEST_SUPER_CODE,
    platform: 5,
    autoLogin: false,
    user: { nickname: 'Dana', password: md5('dana1234'), areaCode: '+86', phoneNumber },
  });
  expect(registered.errCode).toBe(0);
  expect(registered.data).toMatchObject({ imToken: '', chatToken: '' });

  const session = await chatCall<Session>(request, '/account/login', {
    areaCode: '+86',
    phoneNumber,
    password: md5('dana1234'),
    platform: 5,
  });
  expect(session.errCode).toBe(0);
  const { userID, imToken } = session.data!;

  const page = await openDevice(browser);
  await login(page, { userID, token: imToken, platformID: 5 });
  await waitForEvent(page, 'OnSyncServerFinish');
  const self = await page.evaluate(async () => (await window.parleyHarness.sdk().getSelfUserInfo()).data);
  expect(self).toMatchObject({ userID, nickname: 'Dana' });

  // And Dana can reach another registered user.
  const otherPhone = freshPhone();
  const other = await chatCall<Session>(request, '/account/register', {
    verifyCode: TEST_SUPER_CODE,
    platform: 5,
    autoLogin: true,
    user: { nickname: 'Eli', password: md5('eli12345'), areaCode: '+86', phoneNumber: otherPhone },
  });
  const eliPage = await openDevice(browser);
  await login(eliPage, { userID: other.data!.userID, token: other.data!.imToken, platformID: 5 });
  await sendText(page, other.data!.userID, 'hi Eli');
  await waitForEvent(eliPage, 'OnRecvNewMessages');
});

test('a password change forces the other device offline', async ({ browser, request }) => {
  const phoneNumber = freshPhone();
  const registered = await chatCall<Session>(request, '/account/register', {
    verifyCode: TEST_SUPER_CODE,
    platform: 5,
    autoLogin: true,
    user: { nickname: 'Finn', password: md5('finn1234'), areaCode: '+86', phoneNumber },
  });
  const { userID, imToken, chatToken } = registered.data!;
  const page = await openDevice(browser);
  await login(page, { userID, token: imToken, platformID: 5 });

  const changed = await chatCall(
    request,
    '/account/password/change',
    { userID, currentPassword: md5('finn1234'), newPassword: md5('finn5678') },
    chatToken,
  );
  expect(changed.errCode).toBe(0);
  await waitForEvent(page, 'OnKickedOffline');
  expect((await chatCall(request, '/user/find/full', { userIDs: [userID] }, chatToken)).errCode).toBe(20101);
});

test('a password reset forces every device offline and ends the chat session', async ({ browser, request }) => {
  const phoneNumber = freshPhone();
  const registered = await chatCall<Session>(request, '/account/register', {
    verifyCode: TEST_SUPER_CODE,
    platform: 5,
    autoLogin: true,
    user: { nickname: 'Gail', password: md5('gail1234'), areaCode: '+86', phoneNumber },
  });
  const { userID, imToken, chatToken } = registered.data!;
  const page = await openDevice(browser);
  await login(page, { userID, token: imToken, platformID: 5 });
  await waitForEvent(page, 'OnSyncServerFinish');

  // Whoever resets the password (the owner who lost it, or someone who took it over) signs everyone else out.
  const reset = await chatCall(request, '/account/password/reset', {
    areaCode: '+86',
    phoneNumber,
    verifyCode: TEST_SUPER_CODE,
    password: md5('gail5678'),
  });
  expect(reset.errCode).toBe(0);
  await waitForEvent(page, 'OnKickedOffline');
  expect((await chatCall(request, '/user/find/full', { userIDs: [userID] }, chatToken)).errCode).toBe(20101);
  const parsed = await request.post('/api/auth/parse_token', {
    data: { token: imToken },
    headers: { operationID: `e2e-${Date.now()}` },
  });
  expect(((await parsed.json()) as { errCode: number }).errCode).toBe(1506);
});

test("OpenIM's add-friend-by-phone search: the whole number finds the user with that number, a prefix finds nobody", async ({
  request,
}) => {
  const register = async (nickname: string) => {
    const phoneNumber = freshPhone();
    const result = await chatCall<Session>(request, '/account/register', {
      verifyCode: TEST_SUPER_CODE,
      platform: 5,
      autoLogin: true,
      user: { nickname, password: md5('pass1234'), areaCode: '+86', phoneNumber, gender: 2 },
    });
    return { ...result.data!, phoneNumber };
  };
  const hana = await register('Hana');
  const ivo = await register('Ivo');
  const search = (keyword: string) =>
    chatCall<{ total: number; users: Array<Record<string, unknown>> }>(
      request,
      '/user/search/full',
      { keyword, pagination: { pageNumber: 1, showNumber: 20 }, normal: 1 },
      ivo.chatToken,
    );
  // As OpenIM's client does: search by the number, then check the user it got back carries that number.
  const found = await search(hana.phoneNumber);
  expect(found.data!.users).toEqual([
    expect.objectContaining({ userID: hana.userID, phoneNumber: hana.phoneNumber, email: '', gender: 0 }),
  ]);
  const prefix = await search(hana.phoneNumber.slice(0, -1));
  expect(prefix.data!.users.map((user) => user.userID)).not.toContain(hana.userID);
});
