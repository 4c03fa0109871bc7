import * as z from 'zod';
import { ApiError } from '../protocol/api-envelope.ts';
import type { ChatDb } from './storage/chat-schema.ts';
import { toPublic, type AccountColumn, type AccountStore } from './accounts.ts';
import { contactVisibility, searchVisibility } from './visibility.ts';
import { ChatUserType } from './chat-tokens.ts';
import { faceAddress } from '../protocol/face-address.ts';
import { isWebAddress } from '../protocol/web-address.ts';
import { pagination } from '../protocol/pagination.ts';
import { applet, applicationVersion, chatUserFull, chatUserPublic } from '../protocol/chat-shapes.ts';
import { page } from '../protocol/im-shapes.ts';
import type { ChatCaller, ChatRouter } from './chat-router.ts';
import type { ImPort } from './im-port.ts';
import type { RegistrationPolicy } from './admin/registration-policy.ts';

export interface ChatUserDeps {
  db: ChatDb;
  accounts: AccountStore;
  im: ImPort;
  registration: RegistrationPolicy;
}

const allow = z.number().int().min(1).max(2);
const sameAreaCode = (a: string, b: string) => a.replace(/^\+/, '') === b.replace(/^\+/, '');

/** /chat/user/*, /chat/friend/search and the small public lookups (chat-service.md §1.3). */
export function registerChatUserRoutes(router: ChatRouter, { db, accounts, im, registration }: ChatUserDeps): void {
  /** The caller's friends see more of each other (visibility.ts): read once per request. */
  const friendsOf = async (caller: ChatCaller) => new Set(await im.friendIDs(caller.userID));
  const visibleTo = async (caller: ChatCaller) => contactVisibility(await friendsOf(caller))(caller);

  router.post(
    '/user/update',
    z.object({
      userID: z.string().min(1),
      account: z.union([z.string().regex(/^[A-Za-z0-9_-]{6,50}$/), z.literal('')]).optional(),
      areaCode: z.string().max(8).optional(),
      phoneNumber: z.union([z.string().regex(/^\d{4,20}$/), z.literal('')]).optional(),
      email: z.union([z.email().max(254), z.literal('')]).optional(),
      nickname: z.string().trim().min(1).max(64).optional(),
      faceURL: faceAddress.optional(),
      gender: z.number().int().min(0).max(2).optional(),
      level: z.number().int().min(0).optional(),
      birth: z.number().int().min(0).optional(),
      allowAddFriend: allow.optional(),
      allowBeep: allow.optional(),
      allowVibration: allow.optional(),
      globalRecvMsgOpt: z.number().int().min(0).max(2).optional(),
    }),
    async ({ body, caller }) => {
      if (body.userID !== caller.userID && caller.userType !== ChatUserType.admin)
        throw new ApiError(1002, 'NoPermissionError');
      const before = await accounts.get(body.userID);
      if (!before) throw new ApiError(1004, 'RecordNotFoundError', body.userID);
      if ((body.phoneNumber === undefined) !== (body.areaCode === undefined)) {
        throw new ApiError(1001, 'ArgsError', 'areaCode and phoneNumber come together');
      }
      // A phone number or e-mail is a sign-in credential and what org:import matches people by, so it changes only
      // with a code sent to it (/account/phone/change, /account/email/change): set here, anyone could claim another
      // person's number and keep its owner from registering. Repeating the current value is harmless.
      const samePhone =
        body.phoneNumber === undefined ||
        (body.phoneNumber === before.phoneNumber &&
          (!body.phoneNumber || sameAreaCode(body.areaCode!, before.areaCode)));
      const sameEmail = body.email === undefined || body.email.toLowerCase() === before.email;
      if (!samePhone || !sameEmail)
        throw new ApiError(1002, 'NoPermissionError', 'phone numbers and e-mail addresses change only with a code');
      // An account name is a sign-in credential and what org:import files people by, so after registration only an
      // admin sets or changes it (as OpenIM's chat service, which refuses `account` and `level` from a user): else
      // anyone could take a name a sheet lists for someone else and be filed in their department.
      const isAdmin = caller.userType === ChatUserType.admin;
      const sameAccount = body.account === undefined || (body.account || null) === (before.account || null);
      if (!isAdmin && !sameAccount)
        throw new ApiError(1002, 'NoPermissionError', 'an account name is changed only by an admin');
      if (!isAdmin && body.level !== undefined && body.level !== before.level)
        throw new ApiError(1002, 'NoPermissionError', 'a level is changed only by an admin');
      const after = { account: body.account ?? before.account, phoneNumber: before.phoneNumber, email: before.email };
      if (!after.account && !after.phoneNumber && !after.email)
        throw new ApiError(1001, 'ArgsError', 'at least one login credential must remain');
      await accounts.assertAvailable({ account: body.account }, body.userID);
      const changes: Partial<Record<AccountColumn, string | number | null>> = {
        account: body.account === undefined ? undefined : body.account || null,
        nickname: body.nickname,
        face_url: body.faceURL,
        gender: body.gender,
        level: body.level,
        birth: body.birth,
        allow_add_friend: body.allowAddFriend,
        allow_beep: body.allowBeep,
        allow_vibration: body.allowVibration,
        global_recv_msg_opt: body.globalRecvMsgOpt,
      };
      await accounts.update(body.userID, changes);
      // Only the profile reaches IM; the SDK's own setGlobalRecvMessageOpt is what mutes pushes.
      if (body.nickname !== undefined || body.faceURL !== undefined) {
        await im.updateUser(body.userID, { nickname: body.nickname, faceURL: body.faceURL });
      }
      return undefined;
    },
    { response: null, errors: [1002, 1004, 20003, 20004, 20014] },
  );

  router.post(
    '/user/find/public',
    z.object({ userIDs: z.array(z.string()).max(1000) }),
    async ({ body, caller }) => {
      const shown = await visibleTo(caller);
      return { users: (await accounts.find(body.userIDs)).map((user) => toPublic(shown(user))) };
    },
    { response: z.object({ users: z.array(chatUserPublic) }) },
  );

  router.post(
    '/user/find/full',
    z.object({ userIDs: z.array(z.string()).max(1000) }),
    async ({ body, caller }) => {
      const shown = await visibleTo(caller);
      return { users: (await accounts.find(body.userIDs)).map(shown) };
    },
    { response: z.object({ users: z.array(chatUserFull) }) },
  );

  const search = z.object({
    keyword: z.string().max(128).default(''),
    pagination,
    genders: z.unknown().optional(),
    normal: z.number().optional(),
  });

  router.post(
    '/user/search/full',
    search,
    async ({ body, caller }) => {
      const foundBy = searchVisibility(await friendsOf(caller));
      const { total, users } = await accounts.search(
        body.keyword,
        (body.pagination.pageNumber - 1) * body.pagination.showNumber,
        body.pagination.showNumber,
      );
      return { total, users: users.map(foundBy(caller, body.keyword)) };
    },
    { response: page('users', chatUserFull) },
  );

  router.post(
    '/user/search/public',
    search,
    async ({ body, caller }) => {
      const shown = await visibleTo(caller);
      const { total, users } = await accounts.search(
        body.keyword,
        (body.pagination.pageNumber - 1) * body.pagination.showNumber,
        body.pagination.showNumber,
      );
      return { total, users: users.map((user) => toPublic(shown(user))) };
    },
    { response: page('users', chatUserPublic) },
  );

  router.post(
    '/friend/search',
    search.extend({ userID: z.string().default('') }),
    async ({ body, caller }) => {
      const owner = body.userID || caller.userID;
      if (owner !== caller.userID && caller.userType !== ChatUserType.admin)
        throw new ApiError(1002, 'NoPermissionError');
      const { total, users } = await accounts.search(
        body.keyword,
        (body.pagination.pageNumber - 1) * body.pagination.showNumber,
        body.pagination.showNumber,
        [...(await im.friendIDs(owner))],
      );
      return { total, users };
    },
    { response: page('users', chatUserFull), errors: [1002] },
  );

  router.open(
    '/client_config/get',
    z.object({}).passthrough(),
    async () => {
      const rows = await db.selectFrom('client_config').select(['key', 'value']).execute();
      const config: Record<string, string> = Object.fromEntries(rows.map((row) => [row.key, row.value]));
      const mode = await registration.mode();
      config.needInvitationCodeRegister = mode === 'invitation' ? '1' : '0';
      // Ours: lets a client say so before asking for a code, rather than after.
      config.allowRegister = mode === 'closed' ? '0' : '1';
      return { config };
    },
    {
      response: z.object({
        config: z
          .record(z.string(), z.string())
          .describe('needInvitationCodeRegister is "1" or "0"; ours: allowRegister is "1" or "0"'),
      }),
    },
  );

  router.post(
    '/applet/find',
    z.object({}).passthrough(),
    async () => ({
      applets: (
        await db
          .selectFrom('applets')
          .selectAll()
          .where('status', '=', 1)
          .orderBy('priority', 'desc')
          .orderBy('create_time')
          .execute()
      )
        // Rows written before addresses were checked, or straight into the database, never reach a client unless http(s).
        .filter((row) => isWebAddress(row.url))
        .map((row) => ({
          id: row.id,
          name: row.name,
          appID: row.app_id,
          icon: isWebAddress(row.icon) ? row.icon : '',
          url: row.url,
          md5: row.md5,
          size: row.size,
          version: row.version,
          priority: row.priority,
          status: row.status,
          createTime: row.create_time,
        })),
    }),
    { response: z.object({ applets: z.array(applet) }) },
  );

  router.open(
    '/application/latest_version',
    z.object({ platform: z.string().max(32), version: z.string().max(32).default('') }),
    async ({ body }) => {
      const row = await db
        .selectFrom('application_versions')
        .selectAll()
        .where('platform', '=', body.platform)
        .where('latest', '=', 1)
        .orderBy('create_time', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) throw new ApiError(1004, 'RecordNotFoundError', `no published version for ${body.platform}`);
      return {
        version: {
          id: row.id,
          platform: row.platform,
          version: row.version,
          url: row.url,
          text: row.text,
          force: row.force === 1,
          latest: row.latest === 1,
          hot: row.hot === 1,
          createTime: row.create_time,
        },
      };
    },
    { response: z.object({ version: applicationVersion }), errors: [1004] },
  );
}
