import { useAtomValue } from 'jotai';
import { Plural, useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { Screen } from '../../ui/Screen';
import { readStoredSession } from '../auth/stored-session';
import { ChatHistoryLinks } from '../chat/ChatHistoryLinks';
import { ClearChatHistoryButton } from '../chat/ClearChatHistoryButton';
import { PinAndMuteSwitches } from '../chat/PinAndMuteSwitches';
import { conversationsAtom } from '../conversations/conversation-atoms';
import { LeaveGroupButton } from './LeaveGroupButton';
import { useGroupInfo } from './use-group-info';
import '../../ui/settings.css';
import '../chat/chat-settings.css';

/** GroupStatus 2 in the SDK: the group was disbanded. */
const DISBANDED = 2;

/** A group chat's settings: who the group is, pin and mute, its history, and leaving it. */
export function GroupSettingScreen({ conversationID }: { conversationID?: string }) {
  const { t } = useLingui();
  const conversation = useAtomValue(conversationsAtom).find((c) => c.conversationID === conversationID && c.groupID);
  const group = useGroupInfo(conversation?.groupID);
  if (!conversation) {
    return <EmptyScreen title={t`Group settings`} message={t`Open a group chat to change its settings.`} />;
  }
  const name = group?.groupName || conversation.showName;
  const faceURL = group?.faceURL || conversation.faceURL;
  const stillMember = group !== null && !conversation.isNotInGroup && group.status !== DISBANDED;

  return (
    <Screen title={t`Group settings`}>
      <div className="settings-screen">
        <div className="settings-peer">
          <span className="settings-avatar" aria-hidden>
            {faceURL ? <img src={faceURL} alt="" /> : (name.at(-1) ?? '?')}
          </span>
          <span className="settings-peer-text">
            <span className="settings-peer-name">{name}</span>
            {group && (
              <span className="settings-peer-detail">
                <Plural value={group.memberCount} one="# member" other="# members" />
              </span>
            )}
          </span>
        </div>
        <PinAndMuteSwitches conversation={conversation} />
        <ChatHistoryLinks conversationID={conversation.conversationID} />
        <ClearChatHistoryButton conversationID={conversation.conversationID} />
        {stillMember && (
          <LeaveGroupButton
            groupID={group.groupID}
            groupName={name}
            isOwner={group.ownerUserID === readStoredSession()?.userID}
          />
        )}
      </div>
    </Screen>
  );
}
