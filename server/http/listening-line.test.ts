import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { announceListening } from './listening-line.ts';

const capture = (isTTY: boolean) => {
  const lines: string[] = [];
  const stream = { isTTY, write: (text: string) => lines.push(text) };
  return { lines, stream };
};

describe('the listening line', () => {
  it('is one plain line on a terminal', () => {
    const { lines, stream } = capture(true);
    const logged = capture(false);
    announceListening(pino({}, logged.stream), { url: 'http://127.0.0.1:10088', isolation: 'off' }, stream);
    expect(lines).toEqual(['Parley is running at http://127.0.0.1:10088\n']);
    expect(logged.lines).toEqual([]);
  });

  it('is a JSON log line when stdout is not a terminal', () => {
    const { lines, stream } = capture(false);
    announceListening(pino({}, stream), { url: 'http://127.0.0.1:10088', isolation: 'off' }, stream);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      url: 'http://127.0.0.1:10088',
      msg: 'Parley is running at http://127.0.0.1:10088',
    });
  });
});
