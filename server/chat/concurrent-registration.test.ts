import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEST_SUPER_CODE } from '../test/test-app.ts';
import { startAdminApp } from '../test/admin-app.ts';
import { md5 } from '../test/chat-calls.ts';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

describe('two registrations of one phone number, e-mail or account name at once', () => {
  it('make one account; the other gets the precise "already registered" code, never a server error', async () => {
    const started = await startAdminApp();
    app = started.app;
    const { call } = started;
    const register = (nickname: string, credential: Record<string, string>) =>
      call('/chat/account/register', {
        verifyCode: TEST_SUPER_CODE,
        user: { nickname, password: md5('pw1234'), ...credential },
      });
    // An account name alone does not register itself: each comes with an e-mail of its own.
    const cases = [
      [{ areaCode: '+86', phoneNumber: '13900001111' }, { areaCode: '+86', phoneNumber: '13900001111' }, 20003],
      [{ email: 'twice@example.com' }, { email: 'twice@example.com' }, 20014],
      [{ account: 'twice_name', email: 'one@example.com' }, { account: 'twice_name', email: 'two@example.com' }, 20004],
    ] as const;
    for (const [first, second, code] of cases) {
      const answers = await Promise.all([register('First', first), register('Second', second)]);
      expect(answers.map((answer) => answer.errCode).sort(), JSON.stringify(answers)).toEqual([0, code]);
    }
    const rows = await started.chatDb
      .selectFrom('chat_accounts')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(3);
  });
});
