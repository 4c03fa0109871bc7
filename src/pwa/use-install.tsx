import { useId, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../state/store';
import { ModalDialog } from '../ui/ModalDialog';
import { installWayAtom, promptInstall } from './install-prompt';

/**
 * How this browser installs the app, and the action that does it: the browser's own dialog where it has one, else
 * (Safari) a dialog that says which menu to use. `dialog` is rendered by the caller.
 */
export function useInstall(): { available: boolean; start: () => void; dialog: ReactNode } {
  const way = useAtomValue(installWayAtom);
  const [instructing, setInstructing] = useState(false);
  const start = () => {
    if (way?.kind === 'prompt') void promptInstall(appStore, way.event).catch(() => undefined);
    else if (way?.kind === 'safari') setInstructing(true);
  };
  const close = () => setInstructing(false);
  const dialog =
    instructing && way?.kind === 'safari' ? <SafariInstructions touch={way.touch} onClose={close} /> : null;
  return { available: way !== null, start, dialog };
}

function SafariInstructions({ touch, onClose }: { touch: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <ModalDialog
      title={t`Install Parley`}
      confirmLabel={t`Done`}
      tone="primary"
      describedBy={id}
      onConfirm={onClose}
      onCancel={onClose}
    >
      <p id={id}>
        {touch
          ? t`In Safari, tap the Share button, then Add to Home Screen.`
          : t`In Safari, choose File, then Add to Dock.`}
      </p>
    </ModalDialog>
  );
}
