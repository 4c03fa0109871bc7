import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';
import { ApiError } from '../protocol/api-envelope.ts';
import { optionalWebAddress, webAddress } from '../protocol/web-address.ts';
import type { ChatRouter } from './chat-router.ts';

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

/** The workbench's applets, managed by the administrator (OpenIM admin-api /applet/{add,update,del}). */
export function registerAppletAdminRoutes(router: ChatRouter, db: Db): void {
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
