import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { loadGroupCard } from '../../sdk/user-cards';
import { Avatar } from '../../ui/Avatar';
import { groupConversationID } from '../contacts/conversation-ids';
import { imReady } from '../auth/im-ready';
import '../contacts/cards.css';

/** A group seen from outside or inside: its face, its owner, and the way in (or to its chat). */
export function GroupCardScreen({ groupID }: { groupID?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const card = useQuery({
    queryKey: ['groupCard', groupID ?? ''],
    queryFn: async () => {
      await imReady();
      return loadGroupCard(groupID!);
    },
    enabled: Boolean(groupID),
  });
  if (!groupID || card.isError || card.data === null) {
    return (
      <Screen title={t`Group profile`}>
        <p className="empty-state" role="alert">
          <Trans>This group could not be found</Trans>
        </p>
      </Screen>
    );
  }
  if (!card.data) return <Screen title={t`Group profile`}>{null}</Screen>;

  const { group, isMember, owner, members } = card.data;
  const count = group.memberCount;
  const id = group.groupID;
  return (
    <Screen title={t`Group profile`}>
      <div className="card-head">
        <Avatar name={group.groupName} src={group.faceURL} size={64} />
        <div>
          <h2>{group.groupName}</h2>
          <p>{t`Group ID: ${id}`}</p>
          <p>{t`Members: ${count}`}</p>
        </div>
      </div>
      <dl className="card-fields">
        <div>
          <dt>{t`Group owner`}</dt>
          <dd>{owner?.nickname || group.ownerUserID}</dd>
        </div>
        {group.introduction ? (
          <div>
            <dt>{t`Introduction`}</dt>
            <dd>{group.introduction}</dd>
          </div>
        ) : null}
      </dl>
      {members.length > 0 ? (
        <>
          <h3 className="card-section-title">{t`Members`}</h3>
          <ul className="card-member-strip" aria-label={t`Members`}>
            {members.map((member) => (
              <li key={member.userID} title={member.nickname}>
                <Avatar name={member.nickname} src={member.faceURL} size={36} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="card-actions">
        {isMember ? (
          <button
            type="button"
            className="primary-button"
            onClick={() => void navigate({ to: '/chat', search: { conversationID: groupConversationID(groupID) } })}
          >
            <Trans>Send message</Trans>
          </button>
        ) : (
          <Link to="/sendApplication" search={{ sourceID: groupID, isGroup: true }} className="primary-button">
            <Trans>Join group</Trans>
          </Link>
        )}
      </div>
    </Screen>
  );
}
