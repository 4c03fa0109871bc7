import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorsOf, checkFile, githubSlug, linksOf, markdownFiles } from './markdown-links.ts';

const root = resolve(import.meta.dirname, '..', '..');

describe('every relative link of the repository’s Markdown resolves', () => {
  const files = markdownFiles(root);

  it('finds the front door and the docs', () => {
    const shown = files.map((file) => relative(root, file));
    expect(shown).toContain('README.md');
    expect(shown).toContain('docs/configuration.md');
    expect(shown.filter((file) => file.startsWith('docs/')).length).toBeGreaterThanOrEqual(10);
  });

  it.each(files.map((file) => [relative(root, file), file]))('%s', (_shown, file) => {
    expect(checkFile(root, file)).toEqual([]);
  });
});

describe('the link checker', () => {
  const dir = mkdtempSync(join(tmpdir(), 'markdown-links-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes GitHub’s heading anchors', () => {
    expect(githubSlug("The SDK's core in a worker (issue 28)")).toBe('the-sdks-core-in-a-worker-issue-28');
    expect(githubSlug('Cross-origin isolation: off, by measurement')).toBe('cross-origin-isolation-off-by-measurement');
    expect(githubSlug('Product & Engineering')).toBe('product--engineering');
    expect(githubSlug('语言 Languages')).toBe('语言-languages');
    const anchors = anchorsOf(
      [
        '# Round 4 (branch `render`)',
        '## Notes',
        '## Notes',
        'Setext heading',
        '--------------',
        '```sh',
        '# not a heading',
        '```',
        '<a id="kept-here"></a>',
      ].join('\n'),
    );
    expect([...anchors]).toEqual(['round-4-branch-render', 'notes', 'notes-1', 'setext-heading', 'kept-here']);
  });

  it('reads inline links, images and definitions, but not code', () => {
    const links = linksOf(
      [
        'See [the docs](docs/a.md#x "title") and ![logo](<public/a b.png>).',
        'Not `[code](nowhere.md)`, nor:',
        '```',
        '[fenced](nowhere.md)',
        '```',
        '[ref]: ../b.md',
      ].join('\n'),
    );
    expect(links).toEqual([
      { line: 1, target: 'docs/a.md#x' },
      { line: 1, target: 'public/a b.png' },
      { line: 6, target: '../b.md' },
    ]);
  });

  it('reports a missing file and a missing anchor, and passes good links', () => {
    mkdirSync(join(dir, 'docs'), { recursive: true });
    writeFileSync(join(dir, 'docs', 'calls.md'), '# Calls\n\n## Who gets a token\n');
    writeFileSync(
      join(dir, 'README.md'),
      [
        '# Parley',
        '[good](docs/calls.md#who-gets-a-token), [self](#parley), [away](https://example.com/x.md#nothing)',
        '[gone](docs/missing.md) and [stale](docs/calls.md#who-may-call)',
        '[stale here](#run-it)',
      ].join('\n'),
    );
    expect(checkFile(dir, join(dir, 'README.md'))).toEqual([
      { file: 'README.md', line: 3, target: 'docs/missing.md', reason: 'docs/missing.md does not exist' },
      {
        file: 'README.md',
        line: 3,
        target: 'docs/calls.md#who-may-call',
        reason: 'docs/calls.md has no heading #who-may-call',
      },
      { file: 'README.md', line: 4, target: '#run-it', reason: 'README.md has no heading #run-it' },
    ]);
  });
});
