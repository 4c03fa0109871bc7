import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from './Screen';

/** What a screen that failed to render shows instead of a blank page. */
export function ErrorScreen() {
  const { t } = useLingui();
  return (
    <Screen title={t`Something went wrong`}>
      <div className="empty-state">
        <p>
          <Trans>This screen could not be shown.</Trans>
        </p>
        <button type="button" className="secondary-button" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </button>
      </div>
    </Screen>
  );
}
