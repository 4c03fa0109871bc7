/** The user ID OpenIM puts in atUserIDList to mention everyone (openim-sdk-core's AtAllString). */
const AT_ALL = 'AtAllTag';

export interface MentionOfText {
  atUserID: string;
  /** The name the text shows after the "@". */
  name: string;
}

export type MentionSegment = { kind: 'text'; text: string } | { kind: 'mention'; text: string; ofReader: boolean };

/**
 * Splits a mention message's text into plain runs and its "@name" tokens, each marked when it reaches the reader:
 * a mention of them by ID, or of everyone. Longer names are matched first, so "@Ann Lee" is not cut at "@Ann".
 */
export function mentionSegments(text: string, mentions: readonly MentionOfText[], readerID: string): MentionSegment[] {
  const tokens = mentions
    .filter((mention) => mention.name)
    .map((mention) => ({
      token: `@${mention.name}`,
      ofReader: mention.atUserID === readerID || mention.atUserID === AT_ALL,
    }))
    .sort((a, b) => b.token.length - a.token.length);
  const segments: MentionSegment[] = [];
  let plain = '';
  let index = 0;
  while (index < text.length) {
    const found = text[index] === '@' ? tokens.find(({ token }) => text.startsWith(token, index)) : undefined;
    if (found) {
      if (plain) segments.push({ kind: 'text', text: plain });
      plain = '';
      // The same name mentioned twice (a member and someone else of that name) counts for the reader if either does.
      const ofReader = tokens.some(({ token, ofReader }) => token === found.token && ofReader);
      segments.push({ kind: 'mention', text: found.token, ofReader });
      index += found.token.length;
    } else {
      plain += text[index];
      index += 1;
    }
  }
  if (plain) segments.push({ kind: 'text', text: plain });
  return segments;
}
