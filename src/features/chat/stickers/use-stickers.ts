import { useEffect, useState } from 'react';
import { watchStickers, type Sticker } from './stickers-db';

/** The user's stickers, kept current; null until the first read. */
export function useStickers(owner: string): Sticker[] | null {
  const [state, setState] = useState<{ owner: string; stickers: Sticker[] } | null>(null);
  useEffect(() => {
    const subscription = watchStickers(owner).subscribe({
      next: (stickers) => setState({ owner, stickers }),
      // An unreadable store shows as empty rather than loading forever.
      error: () => setState({ owner, stickers: [] }),
    });
    return () => subscription.unsubscribe();
  }, [owner]);
  return state?.owner === owner ? state.stickers : null;
}
