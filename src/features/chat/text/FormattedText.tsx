import { useMemo, type ReactNode } from 'react';
import { parseMarkdown, safeHref, type MarkdownNode } from './markdown';
import { CodeBlock } from './CodeBlock';
import './formatted-text.css';

/** How a run of plain words is shown: linkified, with mentions set apart (MentionText), or as is. */
export type RenderWords = (text: string, key: number) => ReactNode;

/**
 * A text message's Markdown (markdown.ts) as React elements: only the elements below are ever made, each from a
 * token, and every word is React text, so markup in a message (raw HTML included) shows as the characters it is.
 */
export function FormattedText({ text, renderWords }: { text: string; renderWords: RenderWords }) {
  const tree = useMemo(() => parseMarkdown(text), [text]);
  return <div className="message-text message-formatted">{renderNodes(tree, renderWords)}</div>;
}

const plainWords: RenderWords = (text) => text;

function renderNodes(nodes: readonly MarkdownNode[], words: RenderWords): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, index, words));
}

function renderNode({ token, children }: MarkdownNode, key: number, words: RenderWords): ReactNode {
  const inner = () => renderNodes(children, words);
  switch (token.type) {
    case 'paragraph_open':
      // A tight list's items hold hidden paragraphs: their words sit in the item itself.
      return token.hidden ? inner() : <p key={key}>{inner()}</p>;
    case 'inline':
      return inner();
    case 'text':
      return words(token.content, key);
    case 'softbreak':
    case 'hardbreak':
      return <br key={key} />;
    case 'strong_open':
      return <strong key={key}>{inner()}</strong>;
    case 'em_open':
      return <em key={key}>{inner()}</em>;
    case 's_open':
      return <s key={key}>{inner()}</s>;
    case 'code_inline':
      return <code key={key}>{token.content}</code>;
    case 'fence':
    case 'code_block':
      return <CodeBlock key={key} code={token.content.replace(/\n$/, '')} />;
    case 'blockquote_open':
      return <blockquote key={key}>{inner()}</blockquote>;
    case 'bullet_list_open':
      return <ul key={key}>{inner()}</ul>;
    case 'ordered_list_open': {
      const start = Number(token.attrGet('start') ?? 1);
      return (
        <ol key={key} start={Number.isSafeInteger(start) ? start : undefined}>
          {inner()}
        </ol>
      );
    }
    case 'list_item_open':
      return <li key={key}>{inner()}</li>;
    case 'link_open': {
      const href = safeHref(String(token.attrGet('href') ?? ''));
      // Words inside a link are not linkified again (no link inside a link).
      const label = renderNodes(children, plainWords);
      if (!href) return label;
      return (
        <a key={key} href={href} target="_blank" rel="noopener noreferrer">
          {label}
        </a>
      );
    }
    default:
      // Nothing else is turned on (markdown.ts); should a token slip through, its words show and nothing more.
      return children.length > 0 ? inner() : token.content || null;
  }
}
