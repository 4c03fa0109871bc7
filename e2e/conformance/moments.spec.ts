import { expect, test } from '@playwright/test';
import { chatCall, freshPhone, md5, TEST_SUPER_CODE } from '../support/chat-service';
import { imCall } from '../support/im-admin';
import { login, openDevice, waitForEvent } from '../support/sdk-page';

interface Session {
  userID: string;
  imToken: string;
  chatToken: string;
}

async function registered(request: import('@playwright/test').APIRequestContext, nickname: string) {
  const result = await chatCall<Session>(request, '/account/register', {
    verifyCode: TEST_SUPER_CODE,
    platform: 5,
    autoLogin: true,
    user: { nickname, password: md5(`${nickname}-pass`), areaCode: '+86', phoneNumber: freshPhone() },
  });
  expect(result.errCode).toBe(0);
  return result.data!;
}

test('a like and a comment on a moment reach its author as business notifications', async ({ browser, request }) => {
  const author = await registered(request, 'Gwen');
  const friend = await registered(request, 'Hugo');
  await imCall(
    request,
    '/friend/add_friend',
    { fromUserID: friend.userID, toUserID: author.userID, reqMsg: '', ex: '' },
    friend.imToken,
  );
  await imCall(
    request,
    '/friend/add_friend_response',
    { fromUserID: friend.userID, toUserID: author.userID, handleResult: 1, handleMsg: '' },
    author.imToken,
  );

  const page = await openDevice(browser);
  await login(page, { userID: author.userID, token: author.imToken, platformID: 5 });
  await waitForEvent(page, 'OnSyncServerFinish');

  const added = await chatCall<{ workMoment: { workMomentID: string } }>(
    request,
    '/office/work_moment/add',
    { content: { text: 'Shipped it!', metas: [], type: 0 }, permission: 0 },
    author.chatToken,
  );
  const workMomentID = added.data!.workMoment.workMomentID;
  const feed = await chatCall<{ workMoments: Array<{ workMomentID: string }> }>(
    request,
    '/office/work_moment/find/recv',
    { pagination: { pageNumber: 1, showNumber: 10 } },
    friend.chatToken,
  );
  expect(feed.data!.workMoments.map((m) => m.workMomentID)).toContain(workMomentID);

  await chatCall(request, '/office/work_moment/like', { workMomentID, like: true }, friend.chatToken);
  await chatCall(
    request,
    '/office/work_moment/comment/add',
    { workMomentID, content: 'Congrats', replyUserID: '' },
    friend.chatToken,
  );

  const notices = await waitForEvent<{ key: string; data: string }>(page, 'OnRecvCustomBusinessMessage', 2);
  expect(notices.map((n) => n.key)).toEqual(['wm_like', 'wm_comment']);
  const body = (
    JSON.parse(notices[1]!.data) as { body: { workMomentID: string; comments: Array<{ content: string }> } }
  ).body;
  expect(body.workMomentID).toBe(workMomentID);
  expect(body.comments.map((c) => c.content)).toEqual(['Congrats']);
  expect(
    (await chatCall<{ total: number }>(request, '/office/work_moment/unread/count', {}, author.chatToken)).data,
  ).toEqual({ total: 2 });
});
