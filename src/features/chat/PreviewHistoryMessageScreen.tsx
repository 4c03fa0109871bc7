import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function PreviewHistoryMessageScreen() {
  const { t } = useLingui();
  return (
    <EmptyScreen
      title={t`Message in context`}
      message={t`Pick a search result to see it among the messages around it.`}
    />
  );
}
