import type { IncomingMessage } from 'node:http';
import { ApiError } from '../protocol/api-envelope.ts';
import { TokenError, type TokenStore } from '../auth/tokens.ts';
import type { ConnectionHub } from '../presence/connection-hub.ts';
import { ErrorCode } from '../protocol/error-codes.ts';
import { ConnectionLimits } from './connection-limits.ts';

const ARGS_ERROR = 1602; // ConnArgsErr

export interface Handshake {
  userID: string;
  platformID: number;
  token: string;
  isBackground: boolean;
}

/** The first frame, always a JSON text frame (openim-ws-gateway.md §1.3). */
export const firstFrame = (errCode: number, errMsg: string, errDlt = '') => JSON.stringify({ errCode, errMsg, errDlt });

/** Who the upgrade request says is connecting, checked against its token and the per-login socket bound. */
export function readHandshake(request: IncomingMessage, tokens: TokenStore, hub: ConnectionHub): Handshake {
  const query = new URL(request.url ?? '/', 'http://gateway').searchParams;
  const userID = query.get('sendID') ?? '';
  const token = query.get('token') ?? '';
  const platformID = Number(query.get('platformID'));
  const sdkType = query.get('sdkType') ?? '';
  if (!userID || !token || !Number.isInteger(platformID) || platformID <= 0 || !['', 'go'].includes(sdkType)) {
    throw new ApiError(
      ARGS_ERROR,
      'ConnArgsErr',
      'sendID, token and platformID are required; only the gob SDK is served',
    );
  }
  let owner;
  try {
    owner = tokens.verify(token);
  } catch (error) {
    if (error instanceof TokenError) throw new ApiError(error.code, error.message);
    throw error;
  }
  if (owner.userID !== userID || owner.platformID !== platformID) {
    throw new ApiError(1502, 'TokenInvalidError', 'token does not belong to this user and platform');
  }
  if (hub.socketsOfToken(userID, token) >= ConnectionLimits.socketsPerToken) {
    throw new ApiError(
      ErrorCode.ConnOverMaxNumLimit,
      'ConnOverMaxNumLimit',
      `at most ${ConnectionLimits.socketsPerToken} sockets per login`,
    );
  }
  return { userID, platformID, token, isBackground: query.get('isBackground') === 'true' };
}
