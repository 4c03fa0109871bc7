import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from './Screen';

export function NotFoundScreen() {
  const { t } = useLingui();
  return (
    <Screen title={t`Page not found`}>
      <p className="empty-state">
        <Trans>This page does not exist.</Trans>{' '}
        <Link to="/conversation">
          <Trans>Go to your messages</Trans>
        </Link>
      </p>
    </Screen>
  );
}
