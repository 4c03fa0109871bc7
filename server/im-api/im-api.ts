import type { AppContext } from '../http/app.ts';
import { servicePrefix } from '../http/service-prefix.ts';

/** OpenIM's IM REST API (openim-http-api.md); its endpoints register here. */
export const imApi = (_context: AppContext) => servicePrefix(() => {});
