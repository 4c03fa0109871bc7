import { InteractionType, type InteractionLog } from '../../api/moments';

export type InteractionSummary = { kind: 'like' } | { kind: 'mention' } | { kind: 'comment'; comment: string | null };

/**
 * What an entry of the interactive list says. The log names the one who acted; for a comment, their latest
 * comment on the moment is the one meant (it may have been deleted since: then no text).
 */
export function interactionSummary(entry: InteractionLog): InteractionSummary {
  if (entry.type === InteractionType.like) return { kind: 'like' };
  if (entry.type === InteractionType.at) return { kind: 'mention' };
  const by = entry.opUser?.userID;
  const theirs = (entry.comments ?? []).filter(
    (comment) => comment.userID === by && (entry.logTime === undefined || comment.createTime <= entry.logTime),
  );
  return { kind: 'comment', comment: theirs.at(-1)?.content ?? null };
}
