import { Trans } from '@lingui/react/macro';
import { Screen } from '../../ui/Screen';

/** A card whose user could not be found or read (product-spec §8). */
export function CardLoadFailed({ title }: { title: string }) {
  return (
    <Screen title={title}>
      <p className="empty-state" role="alert">
        <Trans>Get user info failed</Trans>
      </p>
    </Screen>
  );
}
