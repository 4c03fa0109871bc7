/** A friend application about to be stored: /friend/add_friend's fields, as OpenIM's beforeAddFriend carries them. */
export interface FriendApplication {
  fromUserID: string;
  toUserID: string;
  reqMsg: string;
  ex: string;
}

/**
 * Asked before a friend application is stored (OpenIM's beforeAddFriend callback). Resolves to let it through;
 * rejects with the ApiError the caller is answered to refuse it.
 */
export type FriendApplicationCheck = (application: FriendApplication, operationID: string) => Promise<void>;

/**
 * Who must agree before the IM stores a friend application. The IM owns this hook; the composition root puts the
 * business service's decision in it: OpenIM's beforeAddFriend webhook when a webhook URL is set, the chat service's
 * own answer in-process when it runs in this process. With none, every application goes on.
 */
export class FriendApplicationChecks {
  private readonly checks: FriendApplicationCheck[] = [];

  add(check: FriendApplicationCheck): void {
    this.checks.push(check);
  }

  /** Every check in turn; the first refusal stops the application. */
  async run(application: FriendApplication, operationID: string): Promise<void> {
    for (const check of this.checks) await check(application, operationID);
  }
}
