import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/test-app.ts';
import { seedDemo } from './demo-seed.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

let app: FastifyInstance;
afterEach(() => app.close());

describe('demo data', () => {
  it('loads a company whose people can log in, with friends, groups with history, moments and a directory', async () => {
    const created = await createTestApp();
    app = created.app;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { adminSecret, adminUserID } = created.config;
    await seedDemo(address, created.services.db, pino({ level: 'silent' }), {
      publicURL: 'https://parley.example',
      adminSecret,
      adminUserID,
    });

    const login = await app.inject({
      method: 'POST',
      url: '/chat/account/login',
      headers: { operationid: 'op' },
      payload: {
        account: 'demo_alice',
        password: createHash('md5').update(DEMO_PASSWORD).digest('hex'),
        platform: 5,
      },
    });
    const { userID } = login.json().data as { userID: string };
    // Avatars live in object storage under the public address, so they load from any origin.
    const faceURL = created.services.users.get(userID)!.faceURL;
    expect(faceURL).toMatch(
      new RegExp(`^https://parley\\.example/object/${userID}/[\\w-]{22}/avatar-[0-9a-f]{32}\\.png$`),
    );
    const avatar = await app.inject({ method: 'GET', url: new URL(faceURL).pathname });
    expect(avatar.headers['content-type']).toBe('image/png');
    expect(avatar.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(created.services.relations.friendIDs(userID)).toHaveLength(11);
    const groups = created.services.groups.joinedGroupIDs(userID);
    expect(groups).toHaveLength(2);
    expect((await created.services.pulls.newestSeqs(userID))[`sg_${groups[0]}`]).toBeGreaterThan(3);
    expect(created.services.db.prepare('SELECT COUNT(*) FROM work_moments').pluck().get()).toBe(3);
    expect(created.services.db.prepare('SELECT COUNT(*) FROM department_members').pluck().get()).toBe(12);

    // A second run changes nothing.
    await seedDemo(address, created.services.db, pino({ level: 'silent' }), { adminSecret, adminUserID });
    expect(created.services.db.prepare('SELECT COUNT(*) FROM chat_accounts').pluck().get()).toBe(12);
  });
});
