/**
 * A text message's words without its Markdown's marks (issue 39), for one-line previews: the conversation list and
 * notifications. "**Ship** it" reads "Ship it", "[docs](https://…)" reads "docs", a code fence reads as its code.
 * Light on purpose: the list and the notifications are on the first screen, and the full parser (markdown-it, in
 * the chat's own chunk) would double what it loads. The bubble itself renders the real token tree.
 */
const MARKS: Array<[RegExp, string]> = [
  [/^\s*```[^\n]*$/gm, ''], // fence lines
  [/^\s{0,3}(?:>\s?)+/gm, ''], // quote marks
  [/^\s*(?:[-+*]|\d{1,9}[.)])\s+/gm, ''], // list markers
  [/\[([^\]\n]*)\]\((?:[^()\s]|\([^()\s]*\))*\)/g, '$1'], // [label](url)
  [/(?<!\\)(\*\*|__|~~)(?=\S)([^\n]*?[^\s\\])\1/g, '$2'], // bold, strike
  [/(^|[^\w*\\])([*_])(?=\S)([^\n*_]*?[^\s\\])\2(?![\w*])/g, '$1$3'], // italic
  [/`([^`\n]+)`/g, '$1'], // inline code
  [/\\([\\`*_{}[\]()#+\-.!~>|])/g, '$1'], // escapes
];

export function withoutMarkdownMarks(text: string): string {
  return MARKS.reduce((result, [mark, replacement]) => result.replace(mark, replacement), text);
}
