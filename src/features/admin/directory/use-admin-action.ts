import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { adminErrorText } from '../admin-errors';

/**
 * One console action at a time: `busy` while it runs, the server's refusal as text in `error` (its precise code
 * turned into words), and `true` from `run` when it went through.
 */
export function useAdminAction() {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await action();
        return true;
      } catch (failure) {
        setError(adminErrorText(failure, i18n));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [i18n],
  );
  return { busy, error, run, setError };
}
