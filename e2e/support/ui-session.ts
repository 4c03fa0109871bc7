import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { registerAccount, storedSessionEntries, TEST_PASSWORD } from './session';
import { imCall } from './im-admin';
import { newTestContext } from './test-contexts';

export type Account = Awaited<ReturnType<typeof registerAccount>>;

/**
 * Signs in through the login screen, as a user does, and waits for the conversation list and for the SDK's login.
 * The list shows before the SDK has logged in (issue 28); what the server sends online-only (call invites, typing)
 * reaches a device only once its SDK is connected, as it would for a person who had just signed in.
 */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(account.phoneNumber);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The tests' own expect timeout, for the benches too (run outside the test runner, on a shared machine).
  await expect(page).toHaveURL(/\/conversation$/, { timeout: 15_000 });
  await sdkLoggedIn(page);
}

/** Waits for the page to set a performance mark: src/sdk/ marks the session's milestones, as the benches read them. */
async function marked(page: Page, name: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, name), { timeout: 30_000 })
    .toBeGreaterThan(0);
}

/** The page's SDK has logged in (src/sdk/session.ts). */
export function sdkLoggedIn(page: Page): Promise<void> {
  return marked(page, 'parley:sdk-ready');
}

/**
 * The page's SDK has finished its first sync with the server (src/sdk/session.ts). A message that arrives during a
 * sync plays no sound (sound-policy.ts), and its notification is silent.
 */
export function sdkSynced(page: Page): Promise<void> {
  return marked(page, 'parley:sdk-sync-finish');
}

/**
 * A new device that holds `account`'s session as the login screen stores it (src/state/session/stored-session.ts),
 * for tests of what comes after signing in: the form itself costs a page and a round trip a user, and is tested in
 * sign-in-and-chat.spec.ts, session.spec.ts and the other specs that call `signIn`. `origin`: a server of the test's own.
 */
export function signedInState(
  account: Pick<Account, 'userID' | 'imToken' | 'chatToken'>,
  origin = String(test.info().project.use.baseURL),
): BrowserContextOptions['storageState'] {
  return { cookies: [], origins: [{ origin: new URL(origin).origin, localStorage: storedSessionEntries(account) }] };
}

/** Opens the app on a device given a session by `signedInState`, and waits for the list and the SDK's login. */
export async function openSignedIn(page: Page): Promise<void> {
  await page.goto('/conversation');
  await expect(page).toHaveURL(/\/conversation$/, { timeout: 15_000 });
  await sdkLoggedIn(page);
}

/** A registered account signed in on a browser context of its own: one user at one device. */
export async function userInBrowser(browser: Browser, request: APIRequestContext, nickname: string) {
  const account = await registerAccount(request, nickname);
  const page = await (await newTestContext(browser, { storageState: signedInState(account) })).newPage();
  await openSignedIn(page);
  return { account, page };
}

/** A friend request and its acceptance through the IM API with each user's own token. */
export async function makeFriends(request: APIRequestContext, a: Account, b: Account): Promise<void> {
  await imCall(request, '/friend/add_friend', { fromUserID: a.userID, toUserID: b.userID, reqMsg: 'hi' }, a.imToken);
  await imCall(
    request,
    '/friend/add_friend_response',
    { fromUserID: a.userID, toUserID: b.userID, handleResult: 1, handleMsg: '' },
    b.imToken,
  );
}

/** A group `owner` creates with `members` in it, through the IM API with the owner's token: its groupID. */
export async function createGroup(
  request: APIRequestContext,
  owner: Account,
  members: Account[],
  groupName: string,
): Promise<string> {
  const { groupInfo } = await imCall<{ groupInfo: { groupID: string } }>(
    request,
    '/group/create_group',
    { memberUserIDs: members.map((member) => member.userID), groupInfo: { groupName, groupType: 2 } },
    owner.imToken,
  );
  return groupInfo.groupID;
}

/**
 * Alice, Bob and Carol, each signed in by `signIn` (userInBrowser, or a caller's device), in a group named
 * `groupName` that Alice created; nobody has opened it yet.
 */
export async function threeInGroup<User extends { account: Account }>(
  request: APIRequestContext,
  groupName: string,
  signIn: (nickname: string) => Promise<User>,
) {
  const alice = await signIn('Alice');
  const bob = await signIn('Bob');
  const carol = await signIn('Carol');
  const groupID = await createGroup(request, alice.account, [bob.account, carol.account], groupName);
  return { alice, bob, carol, groupID };
}

/** Opens the chat with a conversation from the conversation list, and waits for its header. */
export async function openChatWith(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Alice and Bob, friends, each signed in on a browser of their own with their chat open. */
export async function friendsInChat(browser: Browser, request: APIRequestContext) {
  const alice = await userInBrowser(browser, request, 'Alice');
  const bob = await userInBrowser(browser, request, 'Bob');
  await makeFriends(request, alice.account, bob.account);
  await openChatWith(alice.page, 'Bob');
  await openChatWith(bob.page, 'Alice');
  return { alice, bob };
}
