import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { Screen } from '../../ui/Screen';
import { conversationsAtom } from '../../state/conversations/conversation-atoms';
import { BurnAfterReadingSetting } from './BurnAfterReadingSetting';
import { ChatHistoryLinks } from './ChatHistoryLinks';
import { ClearChatHistoryButton } from './ClearChatHistoryButton';
import { PinAndMuteSwitches } from './PinAndMuteSwitches';
import '../../ui/settings.css';
import './chat-settings.css';
import { Avatar } from '../../ui/Avatar';

/** A one-to-one chat's settings; every switch reads the conversation atom, so changes from anywhere show. */
export function SingleSettingScreen({ conversationID }: { conversationID?: string }) {
  const { t } = useLingui();
  const conversation = useAtomValue(conversationsAtom).find(
    (c) => c.conversationID === conversationID && c.userID && !c.groupID,
  );
  if (!conversation) {
    return <EmptyScreen title={t`Chat settings`} message={t`Open a one-to-one chat to change its settings.`} />;
  }
  const { showName, faceURL, userID } = conversation;

  return (
    <Screen title={t`Chat settings`}>
      <div className="settings-screen">
        <Link to="/userCard" search={{ userID }} className="settings-peer">
          <Avatar src={faceURL} name={showName} size={48} />
          <span className="settings-peer-text">
            <span className="settings-peer-name">{showName}</span>
          </span>
          <span aria-hidden>›</span>
        </Link>
        <PinAndMuteSwitches conversation={conversation} />
        <BurnAfterReadingSetting conversation={conversation} />
        <ChatHistoryLinks conversationID={conversation.conversationID} />
        <ClearChatHistoryButton conversationID={conversation.conversationID} />
      </div>
    </Screen>
  );
}
