import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { Plural, useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store';
import { setGroupFace } from '../../sdk/groups';
import { Avatar } from '../../ui/Avatar';
import { EmptyScreen } from '../../ui/EmptyScreen';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast/toast-atoms';
import { ChatHistoryLinks } from '../chat/ChatHistoryLinks';
import { ClearChatHistoryButton } from '../chat/ClearChatHistoryButton';
import { PinAndMuteSwitches } from '../chat/PinAndMuteSwitches';
import { conversationsAtom } from '../../state/conversations/conversation-atoms';
import { GroupAvatarPicker } from './GroupAvatarPicker';
import { GroupInfoRows } from './GroupInfoRows';
import { GroupMembersStrip } from './GroupMembersStrip';
import { LeaveGroupButton } from './LeaveGroupButton';
import { groupDetailsKey, isManager, isOwner, useGroupDetails } from './use-group-details';
import '../../ui/settings.css';
import '../chat/chat-settings.css';
import './groups.css';
import { refreshQueries } from '../../api/refresh-queries';

/** GroupStatus 2 in the SDK: the group was disbanded. */
const DISBANDED = 2;

/**
 * A group chat's settings: who the group is and who is in it, what the user may change about it (owner and admins
 * edit its info, product-spec §6), pin and mute, its history, and leaving it.
 */
export function GroupSettingScreen({ conversationID }: { conversationID?: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const conversation = useAtomValue(conversationsAtom).find((c) => c.conversationID === conversationID && c.groupID);
  const details = useGroupDetails(conversation?.groupID);
  if (!conversation) {
    return <EmptyScreen title={t`Group settings`} message={t`Open a group chat to change its settings.`} />;
  }
  const group = details.data?.group;
  const self = details.data?.self ?? null;
  const name = group?.groupName || conversation.showName;
  const faceURL = group?.faceURL || conversation.faceURL;
  const stillMember = Boolean(group && self) && !conversation.isNotInGroup && group?.status !== DISBANDED;
  const canEdit = stillMember && isManager(self);

  const changeFace = async (url: string) => {
    await setGroupFace(conversation.groupID, url);
    await refreshQueries(queryClient, groupDetailsKey(conversation.groupID));
    showToast(appStore, t`Modified`);
  };
  const head = (
    <>
      <Avatar name={name} src={faceURL} size={52} />
      <span className="settings-peer-text">
        <span className="settings-peer-name">{name}</span>
        {group && (
          <span className="settings-peer-detail">
            <Plural value={group.memberCount} one="# member" other="# members" />
          </span>
        )}
        {canEdit && <span className="settings-peer-detail">{t`Tap to change the group avatar`}</span>}
      </span>
    </>
  );

  return (
    <Screen title={t`Group settings`}>
      <div className="settings-screen">
        {canEdit ? (
          <GroupAvatarPicker className="settings-peer avatar-picker" onUploaded={changeFace}>
            {head}
          </GroupAvatarPicker>
        ) : (
          <div className="settings-peer">{head}</div>
        )}
        {stillMember && group && self && (
          <>
            <GroupMembersStrip groupID={group.groupID} members={details.data!.members} canRemove={canEdit} />
            <GroupInfoRows group={group} self={self} canEdit={canEdit} isOwner={isOwner(self)} />
          </>
        )}
        <PinAndMuteSwitches conversation={conversation} />
        <ChatHistoryLinks conversationID={conversation.conversationID} />
        <ClearChatHistoryButton conversationID={conversation.conversationID} />
        {stillMember && group && <LeaveGroupButton groupID={group.groupID} groupName={name} isOwner={isOwner(self)} />}
      </div>
    </Screen>
  );
}
