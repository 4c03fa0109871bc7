import { useEffect, useRef } from 'react';

/**
 * A <dialog> shown modal for as long as its component is mounted: in the top layer, focus kept inside, and on close
 * focus goes back to what opened it (a menu's opener, when a menu item opened it), so a keyboard user is not left at
 * the top of the page.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const returnTo = document.activeElement;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, []);
  return dialog;
}
