import { useLingui } from '@lingui/react/macro';
import { EmptyScreen } from '../../ui/EmptyScreen';

export function PreviewMergeMessageScreen() {
  const { t } = useLingui();
  return <EmptyScreen title={t`Chat history`} message={t`Open a forwarded chat history to read it here.`} />;
}
