import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function SelfInfoDetailsScreen() {
  const { t } = useLingui();
  return (
    <EmptyScreen
      title={t`My information`}
      message={t`Your profile details will be shown here once you are signed in.`}
    />
  );
}
