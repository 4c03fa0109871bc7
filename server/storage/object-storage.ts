import type { AppContext } from '../http/app.ts';
import { servicePrefix } from '../http/service-prefix.ts';

/** Object storage for uploads (openim-http-api.md §6); its endpoints register here. */
export const objectStorage = (_context: AppContext) => servicePrefix(() => {});
