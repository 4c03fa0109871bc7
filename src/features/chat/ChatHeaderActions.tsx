import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { ConversationItem } from '../../state/sdk-types';
import { HeaderActions, type HeaderAction } from '../../ui/HeaderActions';
import { CallButton, GroupCallLink, startCallWith, useInCall } from '../calls/CallEntryButtons';
import { ChatSettingsLink } from './ChatSettingsLink';

/** The chat header's actions, in the order they give way to the "More actions" menu (the last goes first). */
export function ChatHeaderActions({ conversation }: { conversation: ConversationItem }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const inCall = useInCall();
  const { userID, groupID, conversationID } = conversation;
  const actions: HeaderAction[] = [];
  if (groupID) {
    actions.push({
      id: 'group-call',
      label: t`Group call`,
      control: <GroupCallLink groupID={groupID} />,
      disabled: inCall,
      onSelect: () => void navigate({ to: '/groupMemberList', search: { groupID, mode: 'callInvite' } }),
    });
  } else if (userID) {
    actions.push(
      {
        id: 'voice-call',
        label: t`Voice call`,
        control: <CallButton userID={userID} mediaType="audio" />,
        disabled: inCall,
        onSelect: () => startCallWith([userID], 'audio'),
      },
      {
        id: 'video-call',
        label: t`Video call`,
        control: <CallButton userID={userID} mediaType="video" />,
        disabled: inCall,
        onSelect: () => startCallWith([userID], 'video'),
      },
    );
  }
  if (groupID || userID) {
    actions.push({
      id: 'settings',
      label: t`Chat settings`,
      control: <ChatSettingsLink conversation={conversation} />,
      onSelect: () => void navigate({ to: groupID ? '/groupSetting' : '/singleSetting', search: { conversationID } }),
    });
  }
  return <HeaderActions actions={actions} />;
}
