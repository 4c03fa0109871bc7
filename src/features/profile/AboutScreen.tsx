import { Trans, useLingui } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';

export function AboutScreen() {
  const { t } = useLingui();
  const appVersion = __APP_VERSION__;
  const sdkVersion = __SDK_VERSION__;
  return (
    <Screen title={t`About Parley`}>
      <dl className="form">
        <dt>
          <Trans>App version</Trans>
        </dt>
        <dd>{appVersion}</dd>
        <dt>
          <Trans>OpenIM SDK version</Trans>
        </dt>
        <dd>{sdkVersion}</dd>
      </dl>
    </Screen>
  );
}
