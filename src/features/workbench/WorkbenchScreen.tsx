import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { Badge } from '../../ui/Badge';
import { fetchApplets, type Applet } from '../../api/applets';
import { readThrough } from '../../api/moments-cache';
import { readStoredSession } from '../../state/session/stored-session';
import { momentsUnreadAtom } from '../../api/moment-state/moments-atoms';
import { AppletFrame } from './AppletFrame';
import { appletAddress } from './applet-address';
import { useServerFeatures } from '../../api/use-server-features';
import './workbench.css';

/** The workbench tab: the organisation directory, moments, a new meeting, and the company's applets. */
export function WorkbenchScreen() {
  const { t } = useLingui();
  const unread = useAtomValue(momentsUnreadAtom);
  // OpenIM's open-source chat service has neither the directory nor moments: no entries for them there.
  const { organization, moments } = useServerFeatures();
  const [open, setOpen] = useState<{ name: string; url: string } | null>(null);
  const applets = useQuery({
    queryKey: ['applets'],
    queryFn: () => readThrough(`${readStoredSession()?.userID ?? ''}:applets`, fetchApplets),
  });
  const usable = (applets.data ?? []).flatMap((applet: Applet) => {
    const url = appletAddress(applet.url);
    return url ? [{ ...applet, url, icon: appletAddress(applet.icon) }] : [];
  });

  return (
    <Screen title={t`Workbench`} showBack={false}>
      <ul className="list" aria-label={t`Workbench`}>
        {organization && (
          <li>
            <Link to="/org" className="list-item">
              <span>{t`Organization`}</span>
              <span aria-hidden>›</span>
            </Link>
          </li>
        )}
        {moments && (
          <li>
            <Link to="/moments" className="list-item">
              <span>{t`Moments`}</span>
              <span className="workbench-trailing">
                <Badge
                  count={unread}
                  label={t`${plural(unread, { one: '# new like, comment or mention', other: '# new likes, comments and mentions' })}`}
                />
                <span aria-hidden>›</span>
              </span>
            </Link>
          </li>
        )}
        <li>
          <Link to="/newMeeting" className="list-item">
            <span>{t`New meeting`}</span>
            <span aria-hidden>›</span>
          </Link>
        </li>
      </ul>
      <h2 className="workbench-heading">{t`Applets`}</h2>
      {applets.isSuccess && usable.length === 0 ? <p className="empty-state">{t`No applets yet.`}</p> : null}
      {applets.isError ? (
        <p className="empty-state" role="alert">
          {t`Applets could not be loaded.`}
        </p>
      ) : null}
      <ul className="applet-grid" aria-label={t`Applets`}>
        {usable.map((applet) => {
          const name = applet.name || applet.appID || applet.id;
          return (
            <li key={applet.id}>
              <button type="button" className="applet" onClick={() => setOpen({ name, url: applet.url })}>
                {applet.icon ? (
                  <img src={applet.icon} alt="" />
                ) : (
                  <span className="applet-letter" aria-hidden>
                    {name.slice(0, 1)}
                  </span>
                )}
                <span>{name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {open ? <AppletFrame name={open.name} url={open.url} onClose={() => setOpen(null)} /> : null}
    </Screen>
  );
}
