import type { AppContext } from '../http/app.ts';
import { servicePrefix } from '../http/service-prefix.ts';

/** The chat business service (chat-service.md); its endpoints register here. */
export const chatService = (_context: AppContext) => servicePrefix(() => {});
