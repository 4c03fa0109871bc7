/** Friend and blacklist changes the IM has committed; told after the write. */
export type RelationEvent =
  /** A friend application was stored (not yet a friendship). */
  | { kind: 'friendApplied'; operationID: string; fromUserID: string; toUserID: string; reqMsg: string }
  /** The application was agreed: the two are friends now. */
  | {
      kind: 'friendAgreed';
      operationID: string;
      fromUserID: string;
      toUserID: string;
      handleResult: number;
      handleMsg: string;
    }
  | { kind: 'friendDeleted'; operationID: string; ownerUserID: string; friendUserID: string }
  | { kind: 'blackRemoved'; operationID: string; ownerUserID: string; blackUserID: string };

type RelationListener = (event: RelationEvent) => void;

/** Who wants to hear of relation changes (the webhooks, server/webhooks/). A listener's failure never undoes the write. */
export class RelationEvents {
  private readonly listeners: RelationListener[] = [];

  on(listener: RelationListener): void {
    this.listeners.push(listener);
  }

  emit(event: RelationEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // The write is committed and answered; a listener's bug must not turn it into an error for the caller.
      }
    }
  }
}
