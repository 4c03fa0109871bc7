/** What /changeName edits, read from its originData query. */
export type ChangeNameTarget =
  { type: 'group'; groupID: string; name: string } | { type: 'groupNickname'; groupID: string; name: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The target in originData; null when it names no kind this screen edits or lacks the group. */
export function readChangeNameTarget(originData: Record<string, unknown> | undefined): ChangeNameTarget | null {
  const groupID = text(originData?.groupID);
  const type = originData?.type;
  if (!groupID || (type !== 'group' && type !== 'groupNickname')) return null;
  return { type, groupID, name: text(originData?.name) };
}
