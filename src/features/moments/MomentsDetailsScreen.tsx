import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { Screen } from '../../ui/Screen';
import { readStoredSession } from '../../state/session/stored-session';
import { MomentCard } from './MomentCard';
import { useMoment, useMomentNoticeRefresh } from './use-moments';
import './moments.css';

const route = getRouteApi('/_authed/momentsDetails');

/** /momentsDetails?workMomentID=: one moment with all its likes and comments. */
export function MomentsDetailsScreen() {
  const { t } = useLingui();
  const { workMomentID } = route.useSearch();
  useMomentNoticeRefresh();
  const moment = useMoment(workMomentID);
  return (
    <Screen title={t`Moment`}>
      {moment.data ? (
        <MomentCard moment={moment.data} selfUserID={readStoredSession()?.userID ?? ''} />
      ) : moment.isError || !workMomentID ? (
        <p className="empty-state" role="alert">
          {t`This moment was deleted or is not shown to you.`}
        </p>
      ) : null}
    </Screen>
  );
}
