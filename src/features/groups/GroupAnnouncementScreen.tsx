import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { updateGroupSettings, type GroupManageState } from '../../sdk/group-manage';
import { Screen } from '../../ui/Screen';
import { AnnouncementEditor } from './manage/AnnouncementEditor';
import { groupManageControls, groupRoleOf } from './manage/group-manage-rules';
import { useGroupManageState } from './manage/use-group-manage-state';
import '../../ui/settings.css';
import './manage/manage.css';

interface GroupAnnouncementScreenProps {
  groupID?: string;
  /** The spec's "normal" view: read only, whatever the user's role (as when opened from a chat's notice). */
  isNomal: boolean;
}

/** The group's announcement as text, who set it and when; the owner and admins edit and publish it. */
export function GroupAnnouncementScreen({ groupID, isNomal }: GroupAnnouncementScreenProps) {
  const { t } = useLingui();
  const [view, reload] = useGroupManageState(groupID);
  return (
    <Screen title={t`Group announcement`}>
      <div className="settings-screen">
        {view === 'loading' && <p className="empty-state">{t`Loading…`}</p>}
        {view === 'unknown' && <p className="empty-state">{t`This group could not be found.`}</p>}
        {typeof view === 'object' && <Announcement state={view} readOnly={isNomal} reload={reload} />}
      </div>
    </Screen>
  );
}

function Announcement({
  state,
  readOnly,
  reload,
}: {
  state: GroupManageState;
  readOnly: boolean;
  reload: () => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const { group, members, self } = state;
  const mayEdit = !readOnly && groupManageControls(groupRoleOf(self?.roleLevel)).editAnnouncement;

  if (editing) {
    return (
      <AnnouncementEditor
        initialText={group.notification}
        onPublish={async (notification) => {
          await updateGroupSettings(group.groupID, { notification });
          await reload();
        }}
        onDone={() => setEditing(false)}
      />
    );
  }
  const setter = members.find((member) => member.userID === group.notificationUserID);
  const setterName = setter?.nickname || group.notificationUserID;
  const when =
    group.notificationUpdateTime > 0
      ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
          group.notificationUpdateTime,
        )
      : '';
  return (
    <>
      {group.notification ? (
        <>
          <p className="announcement-text">{group.notification}</p>
          {setterName && when && <p className="announcement-meta">{t`Set by ${setterName} on ${when}`}</p>}
        </>
      ) : (
        <p className="empty-state">{t`No announcement yet`}</p>
      )}
      {mayEdit && (
        <div className="manage-actions">
          <button type="button" className="primary-button" onClick={() => setEditing(true)}>
            {t`Edit announcement`}
          </button>
        </div>
      )}
    </>
  );
}
