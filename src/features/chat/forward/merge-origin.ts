import { createContext } from 'react';
import type { MergePath } from './merge-path';

/**
 * Inside a merged-message preview, the path of the merged message on screen. A merged message shown there opens
 * its own preview one level deeper; outside any preview (null) a merged message is the outermost of its path.
 */
export const MergeOriginContext = createContext<MergePath | null>(null);
