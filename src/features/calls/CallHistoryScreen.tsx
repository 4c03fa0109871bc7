import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { Avatar } from '../../ui/Avatar';
import { selfInfoAtom } from '../../state/profile/self-info-atoms';
import { formatCallDuration } from '../chat/rich/custom-data';
import { callAtom } from '../../state/calls/call-atoms';
import { callHistory, type CallHistoryRecord } from '../../state/calls/call-history-db';

function useStatusText(record: CallHistoryRecord): string {
  const { t } = useLingui();
  switch (record.status) {
    case 'refused':
      return t`Refused`;
    case 'canceled':
      return t`Canceled`;
    case 'timeout':
      return t`No answer`;
    case 'otherDevice':
      return t`Answered on another device`;
    case 'successed':
      return record.duration > 0 ? t`Call duration ${formatCallDuration(record.duration)}` : t`Ended`;
  }
}

function HistoryRow({ record }: { record: CallHistoryRecord }) {
  const { t, i18n } = useLingui();
  const status = useStatusText(record);
  const media = record.mediaType === 'video' ? t`Video call` : t`Voice call`;
  const direction = record.outgoing ? t`Outgoing` : t`Incoming`;
  return (
    <li className="list-item" data-status={record.status}>
      <Avatar src={record.userInfo.faceURL} name={record.userInfo.nickname} size={40} />
      <span className="list-item-text">
        <span>{record.userInfo.nickname}</span>
        <span className="list-item-secondary">
          {direction} · {media} · {status}
        </span>
      </span>
      <time dateTime={new Date(record.time).toISOString()}>
        {i18n.date(new Date(record.time), { dateStyle: 'short', timeStyle: 'short' })}
      </time>
    </li>
  );
}

/** /previewRtcHistory: this user's calls on this device, newest first (product-spec §3 "Call history record"). */
export function CallHistoryScreen() {
  const { t } = useLingui();
  const userID = useAtomValue(selfInfoAtom)?.userID;
  // A call that just ended changes callAtom; the list is read again then.
  const inCall = useAtomValue(callAtom) !== null;
  const history = useQuery({
    queryKey: ['callHistory', userID, inCall],
    queryFn: () => callHistory(userID!),
    enabled: Boolean(userID),
  });
  const records = history.data ?? [];
  return (
    <Screen title={t`Call history`}>
      {history.isSuccess && records.length === 0 ? (
        <p className="empty-state">{t`No calls yet.`}</p>
      ) : (
        <ul className="list" aria-label={t`Calls`}>
          {records.map((record) => (
            <HistoryRow key={record.id} record={record} />
          ))}
        </ul>
      )}
    </Screen>
  );
}
