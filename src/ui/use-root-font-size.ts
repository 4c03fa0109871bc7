import { useSyncExternalStore } from 'react';

/** The last root font size the probe reported, in px. */
let current: number | undefined;

/** The document's root font size in px (16 unless the user changed it). */
function readRootFontSize(): number {
  const size = parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? size : 16;
}

/**
 * Watches a 1rem-wide probe: ResizeObserver reports its width whenever the root font size changes (the browser's
 * font size setting changed while the page is open, or a style), with no polling and no layout read per frame.
 */
function subscribe(onChange: () => void): () => void {
  const probe = document.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = 'position:absolute;top:0;left:0;width:1rem;height:0;visibility:hidden;pointer-events:none';
  document.body.append(probe);
  const observer = new ResizeObserver(() => {
    const size = readRootFontSize();
    if (size === current) return;
    current = size;
    onChange();
  });
  observer.observe(probe);
  return () => {
    observer.disconnect();
    probe.remove();
  };
}

/** The root font size in px, re-rendering when the user changes it. */
export function useRootFontSize(): number {
  return useSyncExternalStore(
    subscribe,
    () => (current ??= readRootFontSize()),
    () => 16,
  );
}
