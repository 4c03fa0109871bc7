import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');
/** The emoji picker's own list: emoji there are content, drawn by the emoji font (emoji-font.css). */
const CONTENT = new Set(['features/chat/composer/emoji-data.ts']);
/** Symbols once drawn as control icons in place of an SVG; some fonts lack them (U+22EF, U+2921, U+2315, U+FF0B…). */
const ICON_SYMBOLS = /[‹⋯⤡⌕☺＋×▶♥−]/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** JSX text and string literals: what the user sees. Comments are left out. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('control icons', () => {
  it('are SVG: no source file outside the emoji list draws an emoji or an icon-like symbol as text', () => {
    const found: string[] = [];
    for (const path of sourceFiles(SRC)) {
      const name = relative(SRC, path);
      if (CONTENT.has(name)) continue;
      withoutComments(readFileSync(path, 'utf8'))
        .split('\n')
        .forEach((line, index) => {
          if (/\p{Extended_Pictographic}/u.test(line) || ICON_SYMBOLS.test(line))
            found.push(`${name}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
