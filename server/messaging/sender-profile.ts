import type { MsgData } from '../protocol/protobuf.ts';
import type { UserStore } from '../users/users.ts';
import type { GroupStore } from '../groups/group-store.ts';
import { SessionType } from './message-model.ts';

export type SenderFields = Pick<MsgData, 'senderNickname' | 'senderFaceURL'>;

/**
 * The name and face a client's message carries, as the server knows them: the sender's own profile, or in a group
 * their group nickname and face (which fall back to the profile). Whatever the client wrote there is replaced, so
 * nobody's message reaches a conversation list or a push notification in someone else's name.
 */
export function senderProfiles(users: Pick<UserStore, 'get'>, groups: Pick<GroupStore, 'membersByID'>) {
  return (msg: MsgData): SenderFields => {
    if (msg.sessionType === SessionType.workingGroup) {
      const member = groups.membersByID(msg.groupID, [msg.sendID])[0];
      if (member) return { senderNickname: member.nickname, senderFaceURL: member.faceURL };
    }
    const user = users.get(msg.sendID);
    return { senderNickname: user?.nickname ?? '', senderFaceURL: user?.faceURL ?? '' };
  };
}
