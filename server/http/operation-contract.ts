import * as z from 'zod';
import { ErrorCode } from '../protocol/error-codes.ts';

/**
 * The name OpenIM gives each error code an operation here can answer (tools errs/predefine.go, server
 * servererrs/code.go, chat pkg/common/constant): the document lists them per operation as `x-openim-errCodes`.
 */
export const ERROR_NAMES: Readonly<Record<number, string>> = {
  [ErrorCode.ServerInternalError]: 'ServerInternalError',
  [ErrorCode.ArgsError]: 'ArgsError',
  [ErrorCode.NoPermissionError]: 'NoPermissionError',
  [ErrorCode.DuplicateKeyError]: 'DuplicateKeyError',
  [ErrorCode.RecordNotFoundError]: 'RecordNotFoundError',
  429: 'TooManyRequests',
  1101: 'UserIDNotFoundError',
  1102: 'RegisteredAlreadyError',
  1201: 'GroupIDNotFoundError',
  1202: 'GroupIDExisted',
  1203: 'NotInGroupYetError',
  1204: 'DismissedAlreadyError',
  1205: 'GroupTypeNotSupport',
  1206: 'GroupRequestHandled',
  1301: 'CanNotAddYourselfError',
  1302: 'BlockedByPeer',
  1304: 'RelationshipAlreadyError',
  1402: 'MutedInGroup',
  1403: 'MutedGroup',
  1404: 'MsgAlreadyRevoke',
  1501: 'TokenExpiredError',
  1502: 'TokenInvalidError',
  1503: 'TokenMalformedError',
  1506: 'TokenKickedError',
  1507: 'TokenNotExistError',
  20001: 'PasswordError',
  20002: 'AccountNotFound',
  20003: 'PhoneAlreadyRegister',
  20004: 'AccountAlreadyRegister',
  20005: 'VerifyCodeSendFrequently',
  20006: 'VerifyCodeNotMatch',
  20007: 'VerifyCodeExpired',
  20008: 'VerifyCodeMaxCount',
  20010: 'InvitationCodeUsed',
  20011: 'InvitationNotFound',
  20012: 'Forbidden',
  20013: 'RefuseFriend',
  20014: 'EmailAlreadyRegister',
  20101: 'ErrTokenNotExist',
  90004: 'NetworkError',
  90007: 'DataError',
};

const IM_TOKEN_ERRORS = [1501, 1502, 1503, 1506, 1507];
/** ChatTokenStore.verify: an unknown or signed-out token, or an expired one. */
const CHAT_TOKEN_ERRORS = [20101, 1501];

/** What any call of a kind can be answered: a bad body (1001), a server fault (500), and its token's errors. */
function commonErrors(auth: string): number[] {
  const always = [ErrorCode.ServerInternalError, ErrorCode.ArgsError];
  switch (auth) {
    case 'im-token':
      return [...always, ...IM_TOKEN_ERRORS];
    case 'im-admin':
      return [...always, ...IM_TOKEN_ERRORS, ErrorCode.NoPermissionError];
    case 'chat-token':
    case 'chat-token-optional':
    case 'chat-token-or-admin':
      return [...always, ...CHAT_TOKEN_ERRORS];
    case 'admin':
      return [...always, ...CHAT_TOKEN_ERRORS, ErrorCode.NoPermissionError];
    default:
      return always;
  }
}

/** What a route answers beyond its envelope: the shape of `data`, and the error codes of its own. */
export interface RouteContract {
  /** The zod schema of `data` on success; `null` when a success carries no `data`. */
  response: z.ZodType | null;
  /** Error codes beyond the ones every route of its kind can answer (see commonErrors). */
  errors?: readonly number[];
  /** What a failure carries in `data`, for the few that say exactly what was wrong (the org import's bad rows). */
  errorData?: z.ZodType;
}

/** How a documented route is called: which token it needs, the body it takes and what it answers. */
export interface DocumentedRoute extends Partial<RouteContract> {
  body: z.ZodType;
  /**
   * `im-admin`: the IM admin token only; `admin` (chat service): the IM admin token or an admin account's chat
   * token; `chat-token-optional`: a chat token changes what the route does (an admin's register);
   * `chat-token-or-admin`: a user's chat token, or the IM admin token (reads the admin console shares with users).
   */
  auth: 'im-token' | 'im-admin' | 'chat-token' | 'chat-token-optional' | 'chat-token-or-admin' | 'admin' | 'none';
  /** The chat service refuses a call without an operationID header; the IM API only logs it. */
  operationIDRequired: boolean;
}

/** zod's own converter; transforms and refinements have no schema (their rules are in descriptions). */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _dialect, ...converted } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return converted;
}

/** The error codes an operation can answer, in order. */
export function errorCodes(documented: DocumentedRoute): number[] {
  return [...new Set([...commonErrors(documented.auth), ...(documented.errors ?? [])])].sort((a, b) => a - b);
}

/**
 * The whole answer of an operation: HTTP 200 and OpenIM's envelope, either success (errCode 0, `data` as the
 * handler's response schema, or no `data`) or one of the operation's error codes with no `data`. Nothing else.
 */
export function envelopeSchema(documented: DocumentedRoute): Record<string, unknown> {
  const success: Record<string, unknown> = {
    type: 'object',
    properties: { errCode: { const: 0 }, errMsg: { const: '' }, errDlt: { const: '' } },
    required: ['errCode', 'errMsg', 'errDlt'],
    additionalProperties: false,
  };
  if (documented.response) {
    (success.properties as Record<string, unknown>).data = jsonSchema(documented.response, 'output');
    (success.required as string[]).push('data');
  } else if (documented.response === undefined) {
    (success.properties as Record<string, unknown>).data = { description: 'Not yet described' };
  }
  const failure = {
    type: 'object',
    properties: {
      errCode: { enum: errorCodes(documented) },
      errMsg: { type: 'string', description: "The error's name, as OpenIM's" },
      errDlt: { type: 'string', description: 'What was wrong, for people' },
      ...(documented.errorData && { data: jsonSchema(documented.errorData, 'output') }),
    },
    required: ['errCode', 'errMsg', 'errDlt'],
    additionalProperties: false,
  };
  return { oneOf: [success, failure] };
}
