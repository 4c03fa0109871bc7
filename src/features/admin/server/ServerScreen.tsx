import { useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { readServerStatus } from '../../../api/admin/admin-calls';
import { formatFileSize } from '../../../ui/format/file-size';
import { AdminPage } from '../AdminPage';
import { ADMIN_QUERY_KEY } from '../AdminShell';
import { adminErrorText } from '../admin-errors';
import { uptimeParts } from './uptime';

/** How often the figures refresh while the section is open. */
const REFRESH_MS = 10_000;

/** The running server: version, uptime, connections, messages per minute, sizes and the media server. */
export function ServerScreen() {
  const { t, i18n } = useLingui();
  const status = useQuery({
    queryKey: [ADMIN_QUERY_KEY, 'server-status'],
    queryFn: readServerStatus,
    refetchInterval: REFRESH_MS,
  });
  const data = status.data;
  const media = {
    up: t`Running`,
    down: t`Not answering`,
    none: t`Not configured (calls are off)`,
  };
  const uptime = data ? uptimeParts(data.uptimeSeconds) : null;

  return (
    <AdminPage
      title={t`Server`}
      actions={
        <button
          type="button"
          className="secondary-button"
          disabled={status.isFetching}
          onClick={() => void status.refetch()}
        >
          <Trans>Refresh</Trans>
        </button>
      }
    >
      {status.isError ? (
        <p role="alert" className="field-error">
          {adminErrorText(status.error, i18n)}
        </p>
      ) : null}
      {data && uptime ? (
        <dl className="admin-stats">
          <div>
            <dt>
              <Trans>Version</Trans>
            </dt>
            <dd>
              {data.version} <span className="form-hint">{t`schema ${data.schemaVersion}`}</span>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Uptime</Trans>
            </dt>
            <dd>{t`${uptime.days} d ${uptime.hours} h ${uptime.minutes} min`}</dd>
          </div>
          <div>
            <dt>
              <Trans>Connected clients</Trans>
            </dt>
            <dd>{t`${plural(data.connections, { one: '# connection', other: '# connections' })}, ${plural(data.onlineUsers, { one: '# user', other: '# users' })}`}</dd>
          </div>
          <div>
            <dt>
              <Trans>Messages per minute</Trans>
            </dt>
            <dd>{data.messagesPerMinute}</dd>
          </div>
          <div>
            <dt>
              <Trans>Database size</Trans>
            </dt>
            <dd>{formatFileSize(data.databaseBytes)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Uploads size</Trans>
            </dt>
            <dd>{formatFileSize(data.uploadBytes)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Media server</Trans>
            </dt>
            <dd>{media[data.media]}</dd>
          </div>
        </dl>
      ) : status.isPending ? (
        <p role="status" className="form-hint">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
    </AdminPage>
  );
}
