import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';
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

const COLUMNS: Record<keyof typeof fields, string> = {
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

const toApplet = (row: Record<string, unknown>) => ({
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

/** The workbench's order: the highest priority first, as /applet/find lists them. */
const WORKBENCH_ORDER = 'ORDER BY priority DESC, create_time, id';

/**
 * The workbench's applets, managed by the administrator: OpenIM admin-api /applet/{add,update,del,search}, and
 * /applet/sort (ours) to set the workbench's order in one step.
 */
export function registerAppletAdminRoutes(router: ChatRouter, db: Db): void {
  // Every applet, on the shelf or off, in the workbench's order; the keyword matches the name or the appID.
  router.admin(
    '/applet/search',
    z.object({ keyword: z.string().max(64).default(''), pagination }),
    ({ body }) => {
      const like = `%${body.keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const where = "WHERE name LIKE ? ESCAPE '\\' OR app_id LIKE ? ESCAPE '\\'";
      const total = statement(db, `SELECT COUNT(*) FROM applets ${where}`).pluck().get(like, like) as number;
      const { offset, limit } = pageOf(body.pagination);
      const rows = statement(db, `SELECT * FROM applets ${where} ${WORKBENCH_ORDER} LIMIT ? OFFSET ?`).all(
        like,
        like,
        limit,
        offset,
      ) as Array<Record<string, unknown>>;
      return { total, applets: rows.map(toApplet) };
    },
    { response: page('applets', applet) },
  );

  // The whole list in its new order (a partial list would leave ties with the applets it left out).
  router.admin(
    '/applet/sort',
    z.object({ appletIDs: z.array(z.string().min(1).max(64)).min(1).max(1000) }),
    ({ body }) => {
      const ids = statement(db, 'SELECT id FROM applets').pluck().all() as string[];
      const given = new Set(body.appletIDs);
      if (given.size !== body.appletIDs.length) throw new ApiError(1001, 'ArgsError', 'an applet is listed twice');
      const missing = ids.filter((id) => !given.has(id));
      if (missing.length > 0) throw new ApiError(1001, 'ArgsError', `the list leaves out ${missing.join(', ')}`);
      const unknown = body.appletIDs.filter((id) => !ids.includes(id));
      if (unknown.length > 0) throw new ApiError(1004, 'RecordNotFoundError', unknown.join(', '));
      db.transaction(() => {
        body.appletIDs.forEach((id, index) =>
          statement(db, 'UPDATE applets SET priority = ? WHERE id = ?').run(body.appletIDs.length - index, id),
        );
      })();
      return undefined;
    },
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
    ({ body }) => {
      const id = randomUUID();
      statement(
        db,
        'INSERT INTO applets (id, name, app_id, icon, url, md5, size, version, priority, status, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(
        id,
        body.name,
        body.appID,
        body.icon,
        body.url,
        body.md5,
        body.size,
        body.version,
        body.priority,
        body.status,
        Date.now(),
      );
      return { id };
    },
    { response: z.object({ id: z.string() }) },
  );

  router.admin(
    '/applet/update',
    z.object({ id: z.string().min(1).max(64), ...z.object(fields).partial().shape }),
    ({ body }) => {
      const { id, ...changes } = body;
      const set = (Object.keys(COLUMNS) as Array<keyof typeof fields>).filter((key) => changes[key] !== undefined);
      if (statement(db, 'SELECT 1 FROM applets WHERE id = ?').get(id) === undefined)
        throw new ApiError(1004, 'RecordNotFoundError', id);
      if (set.length === 0) return undefined;
      statement(db, `UPDATE applets SET ${set.map((key) => `${COLUMNS[key]} = ?`).join(', ')} WHERE id = ?`).run(
        ...set.map((key) => changes[key]),
        id,
      );
      return undefined;
    },
    { response: null, errors: [1004] },
  );

  router.admin(
    '/applet/del',
    z.object({ appletIds: z.array(z.string().min(1).max(64)).min(1).max(100) }),
    ({ body }) => {
      statement(db, 'DELETE FROM applets WHERE id IN (SELECT value FROM json_each(?))').run(
        JSON.stringify(body.appletIds),
      );
      return undefined;
    },
    { response: null },
  );
}
