import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';
import { FormError } from '../../ui/FormError';
import { finishSingleSignOn } from '../../api/single-sign-on';
import { readEndpoints } from '../../config/endpoints';
import { appStore } from '../../state/store';
import { forcedLogoutAtom } from '../../state/connection/connection-atoms';
import { storeSession } from '../../state/session/stored-session';
import { safeReturnPath } from '../../routing/return-path';
import { singleSignOnFailureText } from './single-sign-on-errors';
import './login.css';

/**
 * Where the identity provider sends this window back (the redirect URI, `/oidc/callback?code=…&state=…`): the query
 * goes to the chat service, which checks it and answers with a session and the path the sign-in began from. The
 * address is replaced at once, so Back or a reload never hands the same code over again.
 */
export function SingleSignOnCallback() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    // Once: a second exchange of the same code would be refused anyway (React runs effects twice in development).
    if (started.current) return;
    started.current = true;
    const query = location.search;
    history.replaceState(history.state, '', location.pathname);
    void (async () => {
      try {
        const { platformID } = readEndpoints(localStorage, location.origin);
        const session = await finishSingleSignOn(query, platformID);
        storeSession(session);
        appStore.set(forcedLogoutAtom, null);
        const { startIMSession } = await import('../../sdk/session');
        startIMSession(appStore, { userID: session.userID, imToken: session.imToken }).catch(() => undefined);
        const returnTo = safeReturnPath(session.returnTo);
        await (returnTo
          ? navigate({ href: returnTo, replace: true })
          : navigate({ to: '/conversation', replace: true }));
      } catch (error) {
        setFailure(singleSignOnFailureText(error, i18n));
      }
    })();
  }, [i18n, navigate]);

  return (
    <Screen title={t`Sign in`} showBack={false}>
      <div className="form">
        {failure ? (
          <>
            <FormError message={failure} />
            <p className="form-links">
              <Link to="/login">
                <Trans>Back to sign-in</Trans>
              </Link>
            </p>
          </>
        ) : (
          <p role="status">
            <Trans>Signing you in…</Trans>
          </p>
        )}
      </div>
    </Screen>
  );
}
