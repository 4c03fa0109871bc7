import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Which methods of `@openim/wasm-client-sdk` the conformance suite drives, read from the package's own type
 * definitions and the spec files, for the table in e2e/conformance/README.md (`npx tsx e2e/tools/sdk-coverage.ts`
 * prints it; e2e/tools/sdk-coverage.test.ts fails when the README's table is stale).
 */

const ROOT = join(import.meta.dirname, '..', '..');
const CONFORMANCE = join(ROOT, 'e2e', 'conformance');
const SUPPORT = join(ROOT, 'e2e', 'support');

/** Methods the package types but this build cannot run, each with the reason and the spec that shows it. */
export const NOT_SUPPORTED: Record<string, string> = {
  changeGroupMute: 'the wasm panics on every call (errCode 100); Parley mutes all through the REST API',
  searchLocalMessages: 'the wasm finds nothing in this build; Parley searches the stored history itself',
  setFriendsEx: 'deprecated; calls the wasm updateFriends with one argument too few, which panics (use updateFriends)',
  getGroupMemberListByJoinTimeFilter: 'fails inside the SDK with 10005 (an error the wasm cannot map)',
  getUserStatus:
    'the JS method gives the wasm no user list, so it parses "<undefined>" (10005); given a list, the wasm call works',
};
const NOT_IN_WASM_REASON = 'typed in 3.8.5, but this build of openIM.wasm registers no such function';

/** Helpers in e2e/support that call an SDK method for the specs. */
function helperCalls(): Map<string, string[]> {
  const helpers = new Map<string, string[]>();
  for (const file of readdirSync(SUPPORT)) {
    const source = readFileSync(join(SUPPORT, file), 'utf8');
    for (const block of source.split(/\nexport (?:async )?function /).slice(1)) {
      const name = /^(\w+)/.exec(block)?.[1];
      if (!name) continue;
      for (const [, method] of block.matchAll(/\.sdk\(\)\s*\.(\w+)\(/g)) {
        helpers.set(method!, [...(helpers.get(method!) ?? []), name]);
      }
    }
  }
  return helpers;
}

/** The SDK class's public methods, from lib/sdk/index.d.ts. */
export function sdkMethods(): string[] {
  const types = readFileSync(join(ROOT, 'node_modules/@openim/wasm-client-sdk/lib/sdk/index.d.ts'), 'utf8');
  const body = types.slice(types.indexOf('declare class SDK'));
  const names = [...body.matchAll(/^ {4}(?!private |constructor|_)(\w+)(?:: |\()/gm)].map((match) => match[1]!);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

export interface Coverage {
  method: string;
  status: 'covered' | 'not supported';
  specs: string[];
  reason?: string;
}

export function coverage(): Coverage[] {
  const specs = readdirSync(CONFORMANCE).filter((file) => file.endsWith('.spec.ts'));
  const sources = new Map(specs.map((file) => [file, readFileSync(join(CONFORMANCE, file), 'utf8')]));
  const helpers = helperCalls();
  const notInWasm = new Set(
    [...(sources.get('sdk-messages-coverage.spec.ts') ?? '').matchAll(/^ {2}'(\w+)',$/gm)].map((m) => m[1]!),
  );
  return sdkMethods().map((method) => {
    const direct = new RegExp(`(\\.${method}\\(|'${method}'|"${method}")`);
    const viaHelper = (helpers.get(method) ?? []).map((helper) => new RegExp(`\\b${helper}\\(`));
    const using = specs.filter((file) => {
      const source = sources.get(file)!;
      return direct.test(source) || viaHelper.some((pattern) => pattern.test(source));
    });
    if (NOT_SUPPORTED[method]) return { method, status: 'not supported', specs: using, reason: NOT_SUPPORTED[method] };
    if (notInWasm.has(method)) return { method, status: 'not supported', specs: using, reason: NOT_IN_WASM_REASON };
    return { method, status: using.length > 0 ? 'covered' : 'not supported', specs: using };
  });
}

export function coverageTable(rows: Coverage[] = coverage()): string {
  const lines = ['| method | status | spec | reason |', '| --- | --- | --- | --- |'];
  for (const row of rows) {
    const spec = row.specs
      .slice(0, 2)
      .map((file) => `\`${file}\``)
      .join(', ');
    lines.push(`| \`${row.method}\` | ${row.status} | ${spec} | ${row.reason ?? ''} |`);
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = coverage();
  const covered = rows.filter((row) => row.status === 'covered').length;
  console.log(coverageTable(rows));
  console.log(
    `\n${covered} of ${rows.length} covered; untested: ${rows
      .filter((r) => r.status !== 'covered' && !r.reason)
      .map((r) => r.method)
      .join(', ')}`,
  );
}
