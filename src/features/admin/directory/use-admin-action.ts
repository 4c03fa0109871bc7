import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChatServiceError } from '../../../api/chat-client';
import { adminErrorText } from '../admin-errors';

/**
 * One console action at a time: `busy` while it runs, the server's refusal as text in `error` (its precise code
 * turned into words; `says` gives this action's own words for a code, such as 1003 for a name already taken), and
 * `true` from `run` when it went through.
 */
export function useAdminAction(says: Partial<Record<number, string>> = {}) {
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
        const own = failure instanceof ChatServiceError ? says[failure.errCode] : undefined;
        setError(own ?? adminErrorText(failure, i18n));
        return false;
      } finally {
        setBusy(false);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `says` is a fresh literal each render; its texts follow i18n.
    [i18n],
  );
  return { busy, error, run, setError };
}
