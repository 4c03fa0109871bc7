import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { Screen } from '../../ui/Screen';
import { MomentList } from './MomentList';
import './moments.css';

const route = getRouteApi('/_authed/designatedMoments');

/** /designatedMoments?userID=: one person's moments, as far as they are shown to the viewer. */
export function DesignatedMomentsScreen() {
  const { t } = useLingui();
  const { userID } = route.useSearch();
  if (!userID) return <Screen title={t`Moments`}>{<p className="empty-state">{t`No moments yet.`}</p>}</Screen>;
  return (
    <Screen title={t`Moments`}>
      <MomentList userID={userID} label={t`Moments`} />
    </Screen>
  );
}
