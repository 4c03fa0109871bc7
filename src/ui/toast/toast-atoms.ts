import { atom, type createStore } from 'jotai';

type Store = ReturnType<typeof createStore>;

/** product-spec §9: toasts stay 2000 ms. */
const TOAST_DURATION_MS = 2000;

export interface Toast {
  id: number;
  text: string;
  kind: 'success' | 'failure';
}

export const toastsAtom = atom<Toast[]>([]);

let nextID = 1;

/** Shows a short message over the screen; it goes away on its own. */
export function showToast(store: Store, text: string, kind: Toast['kind'] = 'success'): void {
  const id = nextID++;
  store.set(toastsAtom, (toasts) => [...toasts, { id, text, kind }]);
  setTimeout(() => store.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id)), TOAST_DURATION_MS);
}
