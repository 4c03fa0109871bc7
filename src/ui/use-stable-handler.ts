import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function whose identity never changes and that always runs the latest `handler`: a memoised child given it
 * does not re-render because its parent did. For event handlers only; calling it during render would see the
 * previous render's closure.
 */
export function useStableHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  // Before any layout effect or event can call it, the ref holds this render's handler.
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
