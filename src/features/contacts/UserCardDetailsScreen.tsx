import { format } from 'date-fns';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { Avatar } from '../../ui/Avatar';
import { CardLoadFailed } from './CardLoadFailed';
import { useUserCard } from './use-user-card';
import './cards.css';

/**
 * The whole profile as the chat service returned it. It blanks a stranger's phone and e-mail, so those lines only
 * appear for the user themself and for friends.
 */
export function UserCardDetailsScreen({ userID }: { userID?: string }) {
  const { t } = useLingui();
  const card = useUserCard(userID);
  if (!userID || card.isError) return <CardLoadFailed title={t`Personal information`} />;
  if (!card.data) return <Screen title={t`Personal information`}>{null}</Screen>;

  const { baseInfo, members } = card.data;
  const full = baseInfo.full;
  const id = baseInfo.userID;
  const gender = [t`Private`, t`Male`, t`Female`][full?.gender ?? 0] ?? t`Private`;
  const phone = full?.phoneNumber ? `${full.areaCode} ${full.phoneNumber}`.trim() : '';
  const fields: Array<[string, string]> = [
    [t`Nickname`, baseInfo.nickname],
    [t`Gender`, gender],
    [t`Birthday`, full?.birth ? format(full.birth, 'yyyy-MM-dd') : ''],
    [t`Phone number`, phone],
    [t`E-mail`, full?.email ?? ''],
  ];
  return (
    <Screen title={t`Personal information`}>
      <div className="card-head">
        <Avatar name={baseInfo.nickname} src={baseInfo.faceURL} size={64} />
        <div>
          <h2>{baseInfo.nickname}</h2>
          <p>{t`ID: ${id}`}</p>
        </div>
      </div>
      <dl className="card-fields" aria-label={t`Personal information`}>
        {fields
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {members.length > 0 ? (
        <>
          <h3 className="card-section-title">{t`Organisation`}</h3>
          <dl className="card-fields" aria-label={t`Organisation`}>
            {members.map((member) => (
              <div key={member.departmentID}>
                <dt>{member.department?.name ?? member.departmentID}</dt>
                <dd>{member.position}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </Screen>
  );
}
