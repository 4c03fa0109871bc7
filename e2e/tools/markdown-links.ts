import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Checks the relative links of the repository's Markdown files, #anchors included, the way GitHub renders them.
 * A small parser rather than a Markdown library (none is a dependency): it knows fenced code, code spans, inline
 * links and images, reference definitions, ATX and setext headings and HTML `id`/`name` anchors, which is all the
 * repository's documents use. External links (any `scheme:`) are not fetched.
 */

export interface LinkProblem {
  file: string;
  line: number;
  target: string;
  reason: string;
}

interface Link {
  line: number;
  target: string;
}

const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'dist-harness', 'test-results', 'playwright-report']);

/** Every .md file under `root`, leaving out dependencies, build output and hidden directories. */
export function markdownFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIPPED_DIRECTORIES.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && entry.name.endsWith('.md')) found.push(path);
    }
  };
  walk(root);
  return found.sort();
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The lines outside fenced code blocks, each with its 1-based number; fenced lines come back empty. */
function proseLines(markdown: string): string[] {
  const lines = markdown.split(/\r?\n/);
  let fence: string | undefined;
  return lines.map((line) => {
    const opening = FENCE.exec(line)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length && line.trim() === opening) {
        fence = undefined;
      }
      return '';
    }
    if (opening) {
      fence = opening;
      return '';
    }
    return line;
  });
}

/** The line with its code spans blanked out, so that a bracket or parenthesis inside `code` is not a link. */
function withoutCodeSpans(line: string): string {
  return line.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, (span) => ' '.repeat(span.length));
}

/** A heading's text as GitHub renders it: links become their text, code spans and emphasis marks go. */
function headingText(raw: string): string {
  return raw
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/(\*+|~+)/g, '')
    .replace(/(^|\s)_+|_+(\s|$)/g, '$1$2')
    .trim();
}

/**
 * GitHub's heading anchor (github-slugger): lower case, every character that is not a letter, mark, number,
 * connector, hyphen or space dropped, spaces become hyphens.
 */
export function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a document offers: its headings' slugs (repeats get -1, -2, …) and HTML id/name attributes. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const addHeading = (raw: string) => {
    const base = githubSlug(headingText(raw));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  };
  const lines = proseLines(markdown);
  lines.forEach((line, index) => {
    const atx = /^ {0,3}#{1,6}(?:\s+(.*?))?(?:\s+#+)?\s*$/.exec(line);
    if (atx) {
      addHeading(atx[1] ?? '');
      return;
    }
    const previous = index > 0 ? (lines[index - 1] ?? '') : '';
    const underline = /^ {0,3}(=+|-+)\s*$/.test(line);
    if (underline && previous.trim() && !/^ {0,3}([|>#*+-]|\d+[.)])/.test(previous) && !previous.includes('|')) {
      addHeading(previous.trim());
    }
    for (const match of withoutCodeSpans(line).matchAll(/<a\s[^>]*\b(?:id|name)=["']([^"']+)["']/gi)) {
      if (match[1]) anchors.add(match[1]);
    }
  });
  return anchors;
}

/** Inline links and images (`[text](target)`, `![alt](target)`) and reference definitions (`[label]: target`). */
export function linksOf(markdown: string): Link[] {
  const links: Link[] = [];
  proseLines(markdown).forEach((raw, index) => {
    const line = withoutCodeSpans(raw);
    const inline = /\]\(\s*(<[^>]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
    for (const match of line.matchAll(inline)) {
      links.push({ line: index + 1, target: (match[1] ?? '').replace(/^<|>$/g, '') });
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(line);
    if (definition?.[1]) links.push({ line: index + 1, target: definition[1].replace(/^<|>$/g, '') });
  });
  return links;
}

/** What is wrong with each relative link of `file`: a path that does not exist, or an anchor the target lacks. */
export function checkFile(root: string, file: string): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchorsIn = (path: string) => {
    let anchors = anchorCache.get(path);
    if (!anchors) {
      anchors = anchorsOf(readFileSync(path, 'utf8'));
      anchorCache.set(path, anchors);
    }
    return anchors;
  };
  const shown = relative(root, file);
  for (const { line, target } of linksOf(readFileSync(file, 'utf8'))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const hash = target.indexOf('#');
    const pathPart = decodeURI(hash === -1 ? target : target.slice(0, hash)).split('?')[0] ?? '';
    const fragment = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
    const path =
      pathPart === '' ? file : pathPart.startsWith('/') ? join(root, pathPart) : resolve(dirname(file), pathPart);
    if (!existsSync(path)) {
      problems.push({ file: shown, line, target, reason: `${relative(root, path)} does not exist` });
      continue;
    }
    if (fragment === undefined || fragment === '') continue;
    if (!statSync(path).isFile() || !path.endsWith('.md')) continue;
    if (!anchorsIn(path).has(fragment)) {
      problems.push({ file: shown, line, target, reason: `${relative(root, path)} has no heading #${fragment}` });
    }
  }
  return problems;
}
