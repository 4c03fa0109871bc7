import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Avatar } from '../../../ui/Avatar';
import { ModalDialog } from '../../../ui/ModalDialog';
import type { PendingForward } from '../../../state/chat/forward-atoms';
import type { ForwardTarget } from './forward-targets';
import { summaryLine } from './forward-rules';

interface ForwardConfirmDialogProps {
  forward: PendingForward;
  targets: readonly ForwardTarget[];
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last look before forwarding: who receives it and what they will get. */
export function ForwardConfirmDialog({
  forward,
  targets,
  busy,
  error,
  onConfirm,
  onCancel,
}: ForwardConfirmDialogProps) {
  const { t, i18n } = useLingui();
  const count = forward.messages.length;
  return (
    <ModalDialog
      title={t`Forward to`}
      confirmLabel={busy ? t`Sending…` : t`Send`}
      tone="primary"
      className="forward-dialog"
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <ul className="forward-dialog-targets" aria-label={t`Recipients`}>
        {targets.map((target) => (
          <li key={target.key}>
            <Avatar name={target.name} src={target.faceURL} size={24} />
            <span>{target.name}</span>
          </li>
        ))}
      </ul>
      <section className="forward-dialog-content" aria-label={t`What will be sent`}>
        {forward.kind === 'merge' ? (
          <>
            <p className="forward-dialog-kind">{t`One message holding ${plural(count, { one: '# message', other: '# messages' })}`}</p>
            <p className="forward-dialog-title">{forward.title}</p>
            <ul>
              {forward.summaryList.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          </>
        ) : (
          <>
            {forward.kind === 'oneByOne' && (
              <p className="forward-dialog-kind">{t`${plural(count, { one: '# separate message', other: '# separate messages' })}`}</p>
            )}
            <ul>
              {forward.messages.map((message) => (
                <li key={message.clientMsgID}>{summaryLine(message, i18n)}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </ModalDialog>
  );
}
