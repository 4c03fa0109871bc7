/**
 * Set while the user's own action ends all their sessions (a password change ends every one, this one too): the
 * server's kick, token error or revoked chat token that follows is then expected, not a reason to show on the
 * login screen. Shared by the SDK's events (sdk/session.ts) and the chat service's answers (api/chat-client.ts):
 * a request still on its way when the change lands gets the revoked token's 20101.
 */
let endingOnPurpose = false;

export function expectSessionEndOnPurpose(expected: boolean): void {
  endingOnPurpose = expected;
}

export function sessionEndingOnPurpose(): boolean {
  return endingOnPurpose;
}
