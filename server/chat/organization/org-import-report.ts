import type { ImportResult } from './org-import.ts';

/**
 * Text from the file (or its name) made safe for a terminal: control characters, which could move the cursor,
 * rewrite earlier lines or retitle the window, and bidirectional overrides, which reorder what is shown, appear
 * as escapes (\x1b, \u202e) instead of acting.
 */
export function printable(text: string): string {
  return text.replace(/[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, (char) => {
    const code = char.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** What `npm run org:import` prints: to stdout on success, else one line per problem on stderr. */
export function importReport(file: string, result: ImportResult): { stdout: string[]; stderr: string[] } {
  if (result.problems.length === 0)
    return {
      stdout: [`imported ${result.membersImported} member(s), created ${result.departmentsCreated} department(s)`],
      stderr: [],
    };
  return {
    stdout: [],
    stderr: [
      ...result.problems.map((problem) => printable(`${file}:${problem.line}: ${problem.message}`)),
      `nothing imported: ${result.problems.length} bad row(s)`,
    ],
  };
}
