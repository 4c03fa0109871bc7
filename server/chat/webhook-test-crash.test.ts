import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withTestCrash } from './webhook-test-crash.ts';
import type { WebhookBody } from '../protocol/openim-webhooks.ts';

const received = () => Promise.resolve();

describe('the tests’ crash hook (PARLEY_TEST_WEBHOOK_CRASH)', () => {
  it('is no hook at all unless set: the webhook handler itself', () => {
    expect(withTestCrash('', received)).toBe(received);
  });

  it('passes every webhook on while its directory holds no `crash` file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-crash-'));
    try {
      const heard: WebhookBody[] = [];
      const handler = withTestCrash(dir, (body) => {
        heard.push(body);
        return Promise.resolve();
      });
      const invite = JSON.stringify({
        data: JSON.stringify({
          customType: 200,
          data: { inviterUserID: 'a', inviteeUserIDList: ['b'], groupID: 'g', roomID: 'r', timeout: 30 },
        }),
      });
      const body = {
        callbackCommand: 'callbackAfterSendGroupMsgCommand',
        sendID: 'a',
        groupID: 'g',
        contentType: 110,
        content: invite,
      } as unknown as WebhookBody;
      await handler(body);
      expect(heard).toEqual([body]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
