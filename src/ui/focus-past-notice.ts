const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * A notice that removes itself takes the focused button with it, and the browser then starts the keyboard over from
 * the top of the page. Called before the notice goes: when focus is inside it, it moves to what follows the notice
 * (the next control in the page's order, or the last one before it), where a keyboard user's attention already is.
 */
export function focusPastNotice(notice: HTMLElement | null): void {
  if (!notice?.contains(document.activeElement)) return;
  const outside = Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !notice.contains(element) && element.getClientRects().length > 0,
  );
  const follows = (element: HTMLElement) =>
    (notice.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const next = outside.find(follows) ?? outside.findLast((element) => !follows(element));
  next?.focus();
}
