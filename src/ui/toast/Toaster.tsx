import { useAtomValue } from 'jotai';
import { toastsAtom } from './toast-atoms';
import './toast.css';

/** The toasts of the whole app, announced politely to screen readers. */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <p key={toast.id} className="toast" data-kind={toast.kind}>
          {toast.text}
        </p>
      ))}
    </div>
  );
}
