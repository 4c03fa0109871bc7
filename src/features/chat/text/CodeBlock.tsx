import { useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import { appStore } from '../../../state/store';
import { showToast } from '../../../ui/toast/toast-atoms';

/**
 * A fenced code block: monospace, scrolled sideways rather than wrapped (focusable, so the keyboard can scroll
 * it), with a button that copies the code alone.
 */
export function CodeBlock({ code }: { code: string }) {
  const { t } = useLingui();
  const copy = () =>
    void navigator.clipboard
      .writeText(code)
      .then(() => showToast(appStore, t`Copied`))
      .catch(() => showToast(appStore, t`Copy failed`, 'failure'));
  return (
    <div className="code-block">
      <pre tabIndex={0} aria-label={t`Code block`}>
        <code>{code}</code>
      </pre>
      <button type="button" className="code-block-copy" aria-label={t`Copy code`} title={t`Copy code`} onClick={copy}>
        <Copy size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
