/**
 * The organization directory at its limits: a CSV of 4,000 departments (200 branches, each 20 levels deep, the most
 * allowed) imported by `org:import`'s code, then `/chat/organization/department/all` (the whole tree with member
 * counts) asked for several times. Prints the import time and the answer's median time and size.
 *
 *   npx tsx bench/departments.ts [branches=200] [runs=5]
 */
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../server/test/test-app.ts';
import { ChatTokenStore } from '../server/chat/chat-tokens.ts';
import { importOrgCsv } from '../server/chat/organization/org-import.ts';

const branches = Number(process.argv[2] ?? 200);
const runs = Number(process.argv[3] ?? 5);
const LEVELS = 20;

const { app, chatDb: db } = await createTestApp();
await db
  .insertInto('chat_accounts')
  .values({
    user_id: 'u1',
    account: 'ada',
    nickname: 'Ada',
    area_code: '+86',
    phone_number: '13700000001',
    create_time: 0,
  })
  .execute();
const token = await new ChatTokenStore(db, 3_600_000).issue('u1');

const rows = Array.from({ length: branches }, (_, branch) => {
  const path = Array.from({ length: LEVELS }, (_, level) => `Branch ${branch} level ${level + 1}`).join('/');
  return `"${path}",Ada,ada,Engineer,2024-01-01`;
});
const csv = `department,name,account_or_phone,position,entry_date\n${rows.join('\n')}\n`;

const importStart = performance.now();
const result = await importOrgCsv(db, csv);
const importMs = performance.now() - importStart;
if (result.problems.length > 0) throw new Error(JSON.stringify(result.problems.slice(0, 3)));

const times: number[] = [];
let bytes = 0;
for (let run = 0; run < runs; run++) {
  const start = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/chat/organization/department/all',
    headers: { operationid: 'bench', token },
    payload: {},
  });
  times.push(performance.now() - start);
  bytes = response.body.length;
  if ((response.json() as { errCode: number }).errCode !== 0) throw new Error(response.body.slice(0, 200));
}
times.sort((a, b) => a - b);
console.log(
  `CSV of ${(csv.length / 1024).toFixed(0)} KB: ${result.departmentsCreated} departments, ${result.membersImported} memberships, imported in ${importMs.toFixed(0)} ms`,
);
console.log(
  `department/all over ${runs} runs: median ${times[Math.floor(runs / 2)]!.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)}), ${(bytes / 1024).toFixed(0)} KB`,
);
await app.close();
