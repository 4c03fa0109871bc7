import { expect, test, type APIRequestContext } from '@playwright/test';
import { chatCall, md5 } from '../support/chat-service';
import { registerAccount, TEST_PASSWORD } from '../support/session';
import { makeFriends, signIn, userInBrowser } from '../support/ui-session';
import { momentCard, openMoments, postMoment } from '../support/moments';
import { newTestContext } from '../support/test-contexts';

interface Copy {
  url: string;
  port: number;
  pid: number;
}

/** The topology behind E2E_PORT (e2e/chat-apart/topology-server.ts): its chat-service copies, as running now. */
const topology = async (request: APIRequestContext, path = '/__topology') =>
  (await (await request.get(path)).json()) as { copies: [Copy, Copy, Copy] };

const answers = async (copy: Copy) => {
  try {
    return (await fetch(`${copy.url}/healthz`)).ok;
  } catch {
    return false;
  }
};

/** A login straight to one copy, past the proxy. */
const loginAt = async (request: APIRequestContext, copy: Copy, phoneNumber: string, password: string) => {
  const response = await request.post(`${copy.url}/chat/account/login`, {
    data: { areaCode: '+86', phoneNumber, password: md5(password), platform: 5 },
    headers: { operationID: `apart-${Date.now()}` },
  });
  return ((await response.json()) as { errCode: number }).errCode;
};

test('kill -9 of one chat-service copy mid-run loses nothing: the clients carry on through the other', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = await registerAccount(request, 'Bob');
  await makeFriends(request, alice.account, bob);
  await openMoments(alice.page);
  await postMoment(alice.page, 'Before the crash');

  const [victim, survivor] = (await topology(request)).copies;
  expect(await answers(victim)).toBe(true);
  process.kill(victim.pid, 'SIGKILL');
  await expect.poll(() => answers(victim)).toBe(false);

  // Alice, signed in through both copies in turn, goes on as if nothing happened.
  await alice.page.reload();
  await expect(momentCard(alice.page, 'Before the crash')).toBeVisible();
  await postMoment(alice.page, 'After the crash');
  // Bob signs in now, and every request in a row is answered (every third would have gone to the dead copy).
  for (let attempt = 0; attempt < 4; attempt++)
    expect((await chatCall(request, '/account/login', login(bob.phoneNumber))).errCode).toBe(0);
  const bobPage = await (await newTestContext(browser)).newPage();
  await signIn(bobPage, bob);
  await openMoments(bobPage);
  await expect(momentCard(bobPage, 'Before the crash')).toBeVisible();
  await expect(momentCard(bobPage, 'After the crash')).toBeVisible();
  // All of that happened with the victim down.
  expect(await answers(victim)).toBe(false);
  expect(await answers(survivor)).toBe(true);

  // Started again, the copy finds everything the other wrote meanwhile.
  const restarted = (await topology(request, '/__topology/restart/0')).copies[0];
  expect(restarted.pid).not.toBe(victim.pid);
  const feed = await request.post(`${restarted.url}/chat/office/work_moment/find/recv`, {
    data: { pagination: { pageNumber: 1, showNumber: 20 } },
    headers: { operationID: `apart-${Date.now()}`, token: bob.chatToken },
  });
  const texts = (
    (await feed.json()) as { data: { workMoments: { content: { text: string } }[] } }
  ).data.workMoments.map((moment) => moment.content.text);
  expect(texts).toEqual(expect.arrayContaining(['Before the crash', 'After the crash']));
});

const login = (phoneNumber: string) => ({ areaCode: '+86', phoneNumber, password: md5(TEST_PASSWORD), platform: 5 });

test('a sign-in limit tripped through one copy holds on the other', async ({ request }) => {
  const carol = await registerAccount(request, 'Carol');
  const [first, second] = (await topology(request)).copies;
  // The per-account limit (5 wrong passwords in 15 minutes) is not raised on the test servers.
  for (let attempt = 0; attempt < 5; attempt++)
    expect(await loginAt(request, first, carol.phoneNumber, 'wrong-password')).not.toBe(0);
  // The right password, on the other copy, is refused all the same: the account is locked everywhere.
  expect(await loginAt(request, second, carol.phoneNumber, TEST_PASSWORD)).toBe(20005);
});
