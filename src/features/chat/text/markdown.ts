import MarkdownIt, { type Token } from 'markdown-it';

/**
 * The Markdown a text message may use (issue 39): bold, italic, strike, inline code, fenced code blocks, block
 * quotes, bulleted and numbered lists, and links. markdown-it's "zero" preset with those rules turned on: no
 * headings (a "#" opening a chat line is not a title), no indented code (pasted text is often indented), no tables
 * or images, and raw HTML off, so markup in a message stays text. Only the token tree is used; it is rendered as
 * React elements (FormattedText.tsx), never as HTML.
 */
const markdown = new MarkdownIt('zero', { html: false, linkify: false, breaks: true, typographer: false }).enable([
  'fence',
  'blockquote',
  'list',
  'emphasis',
  'strikethrough',
  'backticks',
  'link',
  'newline',
  'escape',
]);

/** A token with the tokens it encloses (a `*_open` … `*_close` pair becomes one node). */
export interface MarkdownNode {
  token: Token;
  children: MarkdownNode[];
}

function toTree(tokens: readonly Token[]): MarkdownNode[] {
  const root: MarkdownNode[] = [];
  const stack: MarkdownNode[][] = [root];
  for (const token of tokens) {
    const level = stack[stack.length - 1]!;
    if (token.nesting === 1) {
      const node: MarkdownNode = { token, children: [] };
      level.push(node);
      stack.push(node.children);
    } else if (token.nesting === -1) {
      if (stack.length > 1) stack.pop();
    } else level.push({ token, children: token.children ? toTree(token.children) : [] });
  }
  return root;
}

export function parseMarkdown(text: string): MarkdownNode[] {
  return toTree(markdown.parse(text, {}));
}

/** Schemes a message's link may open; anything else (javascript:, data:, file:, …) stays text. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

export function safeHref(href: string | null): string | null {
  if (!href) return null;
  try {
    const url = new URL(href);
    return SAFE_SCHEMES.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
