import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { mutableMembers } from './manage/group-manage-rules';
import { ManagersOnly } from './manage/ManagersOnly';
import { MemberMuteForm } from './manage/MemberMuteForm';
import { MutableMemberList } from './manage/MutableMemberList';
import { useGroupManageState } from './manage/use-group-manage-state';
import '../../ui/settings.css';
import '../chat/chat-settings.css';
import './manage/manage.css';

/** Mutes a group member for a while, or lifts the mute; without a member chosen, lists those that may be muted. */
export function SetMemberMuteScreen({ groupID, userID }: { groupID?: string; userID?: string }) {
  const { t } = useLingui();
  const [view, reload] = useGroupManageState(groupID);
  return (
    <Screen title={t`Mute member`}>
      <div className="settings-screen">
        <ManagersOnly view={view}>
          {(state) => {
            if (!userID) return <MutableMemberList state={state} />;
            const member = mutableMembers(state.members, state.self).find((m) => m.userID === userID);
            if (!member) return <p className="empty-state">{t`This member cannot be muted.`}</p>;
            return <MemberMuteForm member={member} reload={reload} />;
          }}
        </ManagersOnly>
      </div>
    </Screen>
  );
}
