/**
 * Mentions live in the composer's text as "@nickname " tokens. This module keeps the text and the list of picked
 * mentions in step: which mentions are still intact, what an edit does to a token it touches, and where a "@"
 * query for the member picker starts. Pure, so it is tested without a browser.
 */

export interface Mention {
  userID: string;
  nickname: string;
}

/** The composer's text with the mentions picked for it (in the order they were picked). */
export interface MentionText {
  text: string;
  mentions: Mention[];
}

interface TokenSpan {
  start: number;
  end: number;
  mention: Mention;
}

const mentionToken = (mention: Mention) => `@${mention.nickname} `;

/**
 * Where each picked mention's token sits in the text. Longer tokens claim their place first, so "@Bob " never
 * steals the start of "@Bob Smith "; two mentions with the same token take successive occurrences.
 */
function tokenSpans(text: string, mentions: Mention[]): TokenSpan[] {
  const spans: TokenSpan[] = [];
  const longestFirst = [...mentions].sort((a, b) => mentionToken(b).length - mentionToken(a).length);
  for (const mention of longestFirst) {
    const token = mentionToken(mention);
    for (let at = text.indexOf(token); at >= 0; at = text.indexOf(token, at + 1)) {
      const end = at + token.length;
      if (!spans.some((span) => at < span.end && end > span.start)) {
        spans.push({ start: at, end, mention });
        break;
      }
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** The mentions whose tokens are still whole in the text, in text order: what the message is sent with. */
export function intactMentions(text: string, mentions: Mention[]): Mention[] {
  return tokenSpans(text, mentions).map((span) => span.mention);
}

/** Each user once, for the SDK's atUserIDList. */
export function mentionedUserIDs(text: string, mentions: Mention[]): string[] {
  return [...new Set(intactMentions(text, mentions).map((mention) => mention.userID))];
}

/**
 * Applies the textarea's new value. An edit that deletes any part of a token deletes the whole token; `caret` is
 * where the textarea put the caret after the edit, which tells apart edits that leave the same text (deleting the
 * token's trailing space or the space after it). Returns the caret to set when the text was changed here.
 */
export function applyTextEdit(
  before: MentionText,
  nextText: string,
  caret: number,
): MentionText & { caret: number | null } {
  const old = before.text;
  let suffix = nextText.length - caret;
  if (suffix < 0 || suffix > old.length || !old.endsWith(nextText.slice(caret))) {
    suffix = 0;
    const limit = Math.min(old.length, nextText.length);
    while (suffix < limit && old[old.length - 1 - suffix] === nextText[nextText.length - 1 - suffix]) suffix++;
  }
  const prefixLimit = Math.min(old.length - suffix, nextText.length - suffix);
  let prefix = 0;
  while (prefix < prefixLimit && old[prefix] === nextText[prefix]) prefix++;
  const removedEnd = old.length - suffix;
  const inserted = nextText.slice(prefix, nextText.length - suffix);

  if (removedEnd > prefix) {
    const touched = tokenSpans(old, before.mentions).filter((span) => span.start < removedEnd && span.end > prefix);
    if (touched.length > 0) {
      const start = Math.min(prefix, ...touched.map((span) => span.start));
      const end = Math.max(removedEnd, ...touched.map((span) => span.end));
      const text = old.slice(0, start) + inserted + old.slice(end);
      const remaining = before.mentions.filter((mention) => !touched.some((span) => span.mention === mention));
      return { text, mentions: keepPicked(text, remaining), caret: start + inserted.length };
    }
  }
  return { text: nextText, mentions: keepPicked(nextText, before.mentions), caret: null };
}

/** Drops the mentions whose tokens are gone, keeping the picking order. */
function keepPicked(text: string, mentions: Mention[]): Mention[] {
  const intact = new Set(intactMentions(text, mentions));
  return mentions.filter((mention) => intact.has(mention));
}

/** An "@" being typed: the text from it to the caret is the picker's search. */
export interface MentionQuery {
  start: number;
  query: string;
}

const MAX_QUERY_LENGTH = 32;

/** The "@query" right before the caret, unless it is part of a picked token or has a space in it. */
export function activeMentionQuery(value: MentionText, caret: number): MentionQuery | null {
  const start = value.text.lastIndexOf('@', caret - 1);
  if (start < 0) return null;
  const query = value.text.slice(start + 1, caret);
  if (query.length > MAX_QUERY_LENGTH || /\s/.test(query)) return null;
  if (tokenSpans(value.text, value.mentions).some((span) => start >= span.start && start < span.end)) return null;
  return { start, query };
}

/** Replaces the "@query" with the picked member's token; the caret goes after it. */
export function pickMention(
  value: MentionText,
  query: MentionQuery,
  caret: number,
  mention: Mention,
): MentionText & { caret: number } {
  const token = mentionToken(mention);
  const text = value.text.slice(0, query.start) + token + value.text.slice(caret);
  return { text, mentions: [...value.mentions, mention], caret: query.start + token.length };
}

/** Inserts text (an emoji) at the caret; a caret inside a token moves to the token's end first. */
export function insertAtCaret(value: MentionText, caret: number, insert: string): MentionText & { caret: number } {
  const inside = tokenSpans(value.text, value.mentions).find((span) => caret > span.start && caret < span.end);
  const at = inside ? inside.end : Math.min(caret, value.text.length);
  const text = value.text.slice(0, at) + insert + value.text.slice(at);
  return { text, mentions: value.mentions, caret: at + insert.length };
}
