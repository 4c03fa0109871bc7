import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { sql, type Selectable } from 'kysely';
import type { ChatDb, ChatTables } from './storage/chat-schema.ts';
import { likePattern } from './storage/query-helpers.ts';
import { ApiError } from '../protocol/api-envelope.ts';
import { pageOf, pagination } from '../protocol/pagination.ts';
import { optionalWebAddress, webAddress } from '../protocol/web-address.ts';
import type { ChatRouter } from './chat-router.ts';
import { applet } from '../protocol/chat-shapes.ts';
import { page } from '../protocol/im-shapes.ts';

const fields = {
  name: z.string().trim().min(1).max(64),
  appID: z.string().max(64),
  icon: optionalWebAddress,
  url: webAddress,
  md5: z.string().max(64),
  size: z.number().int().min(0),
  version: z.string().max(32),
  priority: z.number().int(),
  /** 1 on the shelf (listed by /applet/find), 2 off. */
  status: z.number().int().min(1).max(2),
};

const COLUMNS: Record<keyof typeof fields, keyof ChatTables['applets']> = {
  name: 'name',
  appID: 'app_id',
  icon: 'icon',
  url: 'url',
  md5: 'md5',
  size: 'size',
  version: 'version',
  priority: 'priority',
  status: 'status',
};

const toApplet = (row: Selectable<ChatTables['applets']>) => ({
  id: row.id,
  name: row.name,
  appID: row.app_id,
  icon: row.icon,
  url: row.url,
  md5: row.md5,
  size: row.size,
  version: row.version,
  priority: row.priority,
  status: row.status,
  createTime: row.create_time,
});

/**
 * The workbench's applets, managed by the administrator: OpenIM admin-api /applet/{add,update,del,search}, and
 * /applet/sort (ours) to set the workbench's order in one step.
 */
export function registerAppletAdminRoutes(router: ChatRouter, db: ChatDb): void {
  // Every applet, on the shelf or off, in the workbench's order; the keyword matches the name or the appID, in
  // either case (as SQLite's LIKE, so PostgreSQL's too).
  router.admin(
    '/applet/search',
    z.object({ keyword: z.string().max(64).default(''), pagination }),
    async ({ body }) => {
      const like = likePattern(body.keyword);
      const where = sql<boolean>`lower(name) LIKE ${like} ESCAPE '\\' OR lower(app_id) LIKE ${like} ESCAPE '\\'`;
      const { total } = await db
        .selectFrom('applets')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where(where)
        .executeTakeFirstOrThrow();
      const { offset, limit } = pageOf(body.pagination);
      // The workbench's order: the highest priority first, as /applet/find lists them.
      const rows = await db
        .selectFrom('applets')
        .selectAll()
        .where(where)
        .orderBy('priority', 'desc')
        .orderBy('create_time')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return { total: Number(total), applets: rows.map(toApplet) };
    },
    { response: page('applets', applet) },
  );

  // The whole list in its new order (a partial list would leave ties with the applets it left out).
  router.admin(
    '/applet/sort',
    z.object({ appletIDs: z.array(z.string().min(1).max(64)).min(1).max(1000) }),
    ({ body }) =>
      db.transaction().execute(async (trx) => {
        const ids = (await trx.selectFrom('applets').select('id').execute()).map((row) => row.id);
        const given = new Set(body.appletIDs);
        if (given.size !== body.appletIDs.length) throw new ApiError(1001, 'ArgsError', 'an applet is listed twice');
        const missing = ids.filter((id) => !given.has(id));
        if (missing.length > 0) throw new ApiError(1001, 'ArgsError', `the list leaves out ${missing.join(', ')}`);
        const unknown = body.appletIDs.filter((id) => !ids.includes(id));
        if (unknown.length > 0) throw new ApiError(1004, 'RecordNotFoundError', unknown.join(', '));
        for (const [index, id] of body.appletIDs.entries())
          await trx
            .updateTable('applets')
            .set({ priority: body.appletIDs.length - index })
            .where('id', '=', id)
            .execute();
        return undefined;
      }),
    { response: null, errors: [1004] },
  );

  router.admin(
    '/applet/add',
    z.object({
      ...fields,
      appID: fields.appID.default(''),
      icon: fields.icon.default(''),
      md5: fields.md5.default(''),
      size: fields.size.default(0),
      version: fields.version.default(''),
      priority: fields.priority.default(0),
      status: fields.status.default(1),
    }),
    async ({ body }) => {
      const id = randomUUID();
      await db
        .insertInto('applets')
        .values({
          id,
          name: body.name,
          app_id: body.appID,
          icon: body.icon,
          url: body.url,
          md5: body.md5,
          size: body.size,
          version: body.version,
          priority: body.priority,
          status: body.status,
          create_time: Date.now(),
        })
        .execute();
      return { id };
    },
    { response: z.object({ id: z.string() }) },
  );

  router.admin(
    '/applet/update',
    z.object({ id: z.string().min(1).max(64), ...z.object(fields).partial().shape }),
    async ({ body }) => {
      const { id, ...changes } = body;
      const set = (Object.keys(COLUMNS) as Array<keyof typeof fields>).filter((key) => changes[key] !== undefined);
      if ((await db.selectFrom('applets').select('id').where('id', '=', id).executeTakeFirst()) === undefined)
        throw new ApiError(1004, 'RecordNotFoundError', id);
      if (set.length === 0) return undefined;
      await db
        .updateTable('applets')
        .set(Object.fromEntries(set.map((key) => [COLUMNS[key], changes[key]])))
        .where('id', '=', id)
        .execute();
      return undefined;
    },
    { response: null, errors: [1004] },
  );

  router.admin(
    '/applet/del',
    z.object({ appletIds: z.array(z.string().min(1).max(64)).min(1).max(100) }),
    async ({ body }) => {
      await db.deleteFrom('applets').where('id', 'in', body.appletIds).execute();
      return undefined;
    },
    { response: null },
  );
}
