import { describe, expect, it } from 'vitest';
import { withoutMarkdownMarks } from './markdown-marks';

describe('withoutMarkdownMarks', () => {
  it('keeps the words of formatted text and drops its marks', () => {
    expect(withoutMarkdownMarks('**Ship** it, _now_ and ~~later~~ `npm test`')).toBe('Ship it, now and later npm test');
    expect(withoutMarkdownMarks('see [the docs](https://example.com/a_(b)) please')).toBe('see the docs please');
    expect(withoutMarkdownMarks('> quoted\n- one\n- two\n1. first')).toBe('quoted\none\ntwo\nfirst');
    expect(withoutMarkdownMarks('```ts\nconst a = 1;\n```')).toBe('\nconst a = 1;\n');
    expect(withoutMarkdownMarks('\\*not italic\\*')).toBe('*not italic*');
  });

  it('leaves plain text, arithmetic and snake_case alone', () => {
    for (const text of ['2 * 3 * 4 = 24', 'my_file_name.txt', 'a*b', 'price: $5', 'hello world'])
      expect(withoutMarkdownMarks(text)).toBe(text);
  });
});
