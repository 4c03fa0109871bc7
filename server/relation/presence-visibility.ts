import type { Db } from '../db/database.ts';
import { statement } from '../db/statement-cache.ts';
import type { RelationStore } from './relation-store.ts';

/**
 * Who may see whether a user is online (deltas.md 19): the user themself, their friends, and people who share a
 * group with them. Everyone else sees them offline, so presence cannot be used to watch a stranger's day.
 */
export class PresenceVisibility {
  constructor(
    private readonly db: Db,
    private readonly relations: RelationStore,
  ) {}

  sees(viewerID: string, targetID: string): boolean {
    return viewerID === targetID || this.relations.isFriend(viewerID, targetID) || this.shareAGroup(viewerID, targetID);
  }

  /** The platforms the viewer may know the target is online on: all of them, or none. */
  platformsFor(viewerID: string, targetID: string, platformIDs: number[]): number[] {
    return platformIDs.length > 0 && this.sees(viewerID, targetID) ? platformIDs : [];
  }

  private shareAGroup(a: string, b: string): boolean {
    return (
      statement(
        this.db,
        `SELECT 1 FROM group_members mine JOIN group_members theirs ON theirs.group_id = mine.group_id
         WHERE mine.user_id = ? AND theirs.user_id = ? LIMIT 1`,
      ).get(a, b) !== undefined
    );
  }
}
