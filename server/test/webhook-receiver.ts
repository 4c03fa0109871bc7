import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookContinue } from '../protocol/openim-webhooks.ts';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * A local HTTP server standing in for whatever receives OpenIM's webhooks: records every POST and answers as a
 * receiver that lets everything through, unless told another answer. `hold` keeps requests unanswered (a hung
 * receiver).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  /** What the receiver answers a callback: its status and body text; undefined answers 200 "continue". */
  let answers: (body: Record<string, unknown>) => { status?: number; text: string } | undefined = () => undefined;
  const waiters: Array<() => void> = [];
  let hold = false;
  const held: Array<() => void> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      received.push({ path: request.url ?? '', headers: request.headers, body });
      for (const wake of waiters.splice(0)) wake();
      const answer = () => {
        const given = answers(body);
        response.statusCode = given?.status ?? 200;
        response.setHeader('content-type', 'application/json');
        response.end(given ? given.text : JSON.stringify(webhookContinue));
      };
      if (hold) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Resolves with the first callback of this command matching `where`, waiting for it if need be. */
  const next = async (command: string, where: (body: Record<string, unknown>) => boolean = () => true) => {
    for (;;) {
      const found = received.find((hook) => hook.body.callbackCommand === command && where(hook.body));
      if (found) {
        received.splice(received.indexOf(found), 1);
        return found;
      }
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };

  return {
    url: `http://127.0.0.1:${port}/openim-hooks`,
    received,
    next,
    /** Every callback received so far with this command. */
    all: (command: string) => received.filter((hook) => hook.body.callbackCommand === command),
    /** Answers each callback as `answer` says (a before-callback's refusal, a broken receiver's text). */
    answerWith(answer: typeof answers) {
      answers = answer;
    },
    holdAnswers(value: boolean) {
      hold = value;
      if (!value) for (const answer of held.splice(0)) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const answer of held.splice(0)) answer();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
