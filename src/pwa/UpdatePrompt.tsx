import { useAtomValue } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { pendingUpdateAtom } from './update-atoms';

export function UpdatePrompt() {
  const applyUpdate = useAtomValue(pendingUpdateAtom);
  if (!applyUpdate) return null;
  return (
    <div className="banner" role="status">
      <span>
        <Trans>A new version of Parley is ready.</Trans>
      </span>
      <button type="button" className="secondary-button" onClick={applyUpdate}>
        <Trans>Reload</Trans>
      </button>
    </div>
  );
}
