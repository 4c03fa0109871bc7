import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { Avatar } from '../../ui/Avatar';
import { cardPermissions } from './card-permissions';
import { singleConversationID } from './conversation-ids';
import { GroupMembershipFields } from './GroupMembershipFields';
import { useUserCard } from './use-user-card';
import { CardLoadFailed } from './CardLoadFailed';
import { CallEntryButtons } from '../calls/CallEntryButtons';
import { OrgMemberships } from '../org/OrgMemberships';
import './cards.css';
import { Ellipsis } from 'lucide-react';
import { useServerFeatures } from '../../api/use-server-features';

export function UserCardScreen({ userID, groupID }: { userID?: string; groupID?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const card = useUserCard(userID, groupID);
  const { moments } = useServerFeatures();
  if (!userID || card.isError) return <CardLoadFailed title={t`Profile`} />;
  if (!card.data) return <Screen title={t`Profile`}>{null}</Screen>;

  const { baseInfo, friend, group, groupMemberInfo, selfMemberInfo, selfUserID } = card.data;
  const permissions = cardPermissions({
    selfUserID,
    targetUserID: baseInfo.userID,
    isFriend: Boolean(friend),
    allowAddFriend: baseInfo.full?.allowAddFriend,
    group: group
      ? {
          lookMemberInfo: group.lookMemberInfo,
          applyMemberFriend: group.applyMemberFriend,
          selfRole: selfMemberInfo?.roleLevel,
        }
      : undefined,
  });
  if (!permissions.canView) {
    return (
      <Screen title={t`Profile`}>
        <p className="empty-state" role="alert">
          <Trans>The group does not allow viewing member info</Trans>
        </p>
      </Screen>
    );
  }

  const settings = permissions.canOpenSettings ? (
    <Link
      to="/userCardSetting"
      search={{ userID: baseInfo.userID }}
      className="icon-button"
      aria-label={t`Contact settings`}
      style={{ display: 'grid', placeItems: 'center', textDecoration: 'none' }}
    >
      <Ellipsis size={22} />
    </Link>
  ) : null;
  const shownName = friend?.remark || baseInfo.nickname;
  const { nickname, userID: id } = baseInfo;

  return (
    <Screen title={t`Profile`} actions={settings}>
      <div className="card-head">
        <Avatar name={baseInfo.nickname} src={baseInfo.faceURL} size={64} />
        <div>
          <h2>{shownName}</h2>
          {friend?.remark ? <p>{t`Nickname: ${nickname}`}</p> : null}
          <p>{t`ID: ${id}`}</p>
          {card.data.blacklisted ? <p>{t`In your blacklist`}</p> : null}
        </div>
      </div>
      {group && groupMemberInfo ? <GroupMembershipFields group={group} member={groupMemberInfo} /> : null}
      <OrgMemberships members={card.data.members} />
      <ul className="list" aria-label={t`More`}>
        {moments && (
          <li>
            <Link to="/designatedMoments" search={{ userID: baseInfo.userID }} className="list-item">
              <span>{t`Moments`}</span>
              <span aria-hidden>›</span>
            </Link>
          </li>
        )}
        <li>
          <Link to="/userCardDetails" search={{ userID: baseInfo.userID }} className="list-item">
            <span>{t`Personal information`}</span>
            <span aria-hidden>›</span>
          </Link>
        </li>
      </ul>
      <div className="card-actions">
        {permissions.canMessage ? (
          <button
            type="button"
            className="primary-button"
            onClick={() =>
              void navigate({
                to: '/chat',
                search: { conversationID: singleConversationID(selfUserID, baseInfo.userID) },
              })
            }
          >
            <Trans>Send message</Trans>
          </button>
        ) : null}
        {permissions.canMessage && baseInfo.userID !== selfUserID ? (
          <CallEntryButtons userID={baseInfo.userID} className="secondary-button" />
        ) : null}
        {permissions.addFriend === 'offer' ? (
          <Link
            to="/sendApplication"
            search={{ sourceID: baseInfo.userID, isGroup: false, isScan: false }}
            className="secondary-button"
          >
            <Trans>Add friend</Trans>
          </Link>
        ) : null}
        {permissions.addFriend === 'refused' ? (
          <p className="card-note">
            <Trans>This user does not accept friend requests</Trans>
          </p>
        ) : null}
      </div>
    </Screen>
  );
}
