import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The operationID of the API request being handled, for what it causes without being handed it (the notifications a
 * write sends, and their webhooks: OpenIM carries the request's operationID through its whole context).
 */
const current = new AsyncLocalStorage<string>();

export const withOperationID = <T>(operationID: string, work: () => T): T => current.run(operationID, work);

export const currentOperationID = (): string => current.getStore() ?? '';
