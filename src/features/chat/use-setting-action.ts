import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';

/** Runs one settings change at a time, and keeps its failure to show next to it. */
export function useSettingAction() {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch {
      setError(t`Operation failed`);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
