/** OpenIM's response envelope (tools/apiresp): HTTP 200, errCode 0 on success. */
export interface Envelope<T = unknown> {
  errCode: number;
  errMsg: string;
  errDlt: string;
  data?: T;
}

export const ok = <T>(data?: T): Envelope<T> =>
  data === undefined ? { errCode: 0, errMsg: '', errDlt: '' } : { errCode: 0, errMsg: '', errDlt: '', data };

export const fail = (errCode: number, errMsg: string, errDlt = ''): Envelope<never> => ({ errCode, errMsg, errDlt });

/**
 * A failure a handler throws; the prefix's error handler turns it into an envelope. `data`, when given, goes with
 * the error (the org import's bad rows), so a client can show what exactly was wrong.
 */
export class ApiError extends Error {
  constructor(
    readonly errCode: number,
    readonly errMsg: string,
    readonly errDlt = '',
    readonly data?: unknown,
  ) {
    super(`${errCode} ${errMsg}${errDlt ? `: ${errDlt}` : ''}`);
  }
}
