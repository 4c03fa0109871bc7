import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import './dialogs.css';

/** product-spec §9: toasts show for 2000 ms. */
const TOAST_MS = 2000;

/** A short message over the screen, read out as it appears, gone after two seconds. */
export function Toast({ message, onDone }: { message: string; onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, TOAST_MS);
    return () => clearTimeout(timer);
  }, [message, onDone]);
  return createPortal(
    <p className="toast" role="alert">
      {message}
    </p>,
    document.body,
  );
}
