import { gunzipSync } from 'node:zlib';
import { gunzipMember, gzipMember } from './gzip-member.ts';
import { decodeGobStruct, encodeGobTypeDefinition, encodeGobValue, GobError, type GobStructType } from './gob.ts';

/** What the SDK sends: Go's GeneralWsReq (openim-ws-gateway.md §2.1). */
export interface GatewayRequest {
  reqIdentifier: number;
  token: string;
  sendID: string;
  operationID: string;
  msgIncr: string;
  data: Uint8Array;
}

/** What the server sends, as a response or a push. */
export interface GatewayResponse {
  reqIdentifier: number;
  msgIncr?: string;
  operationID?: string;
  errCode?: number;
  errMsg?: string;
  data?: Uint8Array;
}

/** The reference server's Resp struct, field order included, so our frames match its bytes. */
export const RESPONSE_TYPE: GobStructType = {
  name: 'Resp',
  fields: [
    { name: 'ReqIdentifier', type: 'int' },
    { name: 'MsgIncr', type: 'string' },
    { name: 'OperationID', type: 'string' },
    { name: 'ErrCode', type: 'int' },
    { name: 'ErrMsg', type: 'string' },
    { name: 'Data', type: 'bytes' },
  ],
};

const responseTypeDefinition = encodeGobTypeDefinition(RESPONSE_TYPE);

export class FrameError extends Error {}

/** One gob stream: the type definition, then the value (every frame is a fresh stream). */
function gobStream(typeDefinition: Uint8Array, value: Uint8Array): Uint8Array {
  const stream = new Uint8Array(typeDefinition.length + value.length);
  stream.set(typeDefinition);
  stream.set(value, typeDefinition.length);
  return stream;
}

/** The SDK's read limit is 1 MiB; the reference server accepts 51200-byte requests. Leave room for gzip. */
const MAX_INFLATED_REQUEST = 4 * 1024 * 1024;

export function decodeRequestFrame(frame: Uint8Array): GatewayRequest {
  let gob: Uint8Array;
  try {
    gob = gunzipSync(frame, { maxOutputLength: MAX_INFLATED_REQUEST });
  } catch (error) {
    throw new FrameError(`not gzip: ${(error as Error).message}`);
  }
  let fields: ReturnType<typeof decodeGobStruct>;
  try {
    fields = decodeGobStruct(gob);
  } catch (error) {
    if (error instanceof GobError) throw new FrameError(`bad gob: ${error.message}`);
    throw error;
  }
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  const reqIdentifier = fields.ReqIdentifier;
  if (typeof reqIdentifier !== 'number') throw new FrameError('request without ReqIdentifier');
  const data = fields.Data;
  return {
    reqIdentifier,
    token: text('Token'),
    sendID: text('SendID'),
    operationID: text('OperationID'),
    msgIncr: text('MsgIncr'),
    data: data instanceof Uint8Array ? data : new Uint8Array(),
  };
}

export function encodeGob(response: GatewayResponse): Uint8Array {
  const value = encodeGobValue(RESPONSE_TYPE, {
    ReqIdentifier: response.reqIdentifier,
    MsgIncr: response.msgIncr,
    OperationID: response.operationID,
    ErrCode: response.errCode,
    ErrMsg: response.errMsg,
    Data: response.data,
  });
  return gobStream(responseTypeDefinition, value);
}

/** gzip(gob(Resp)): one binary WebSocket frame; short ones stored, longer ones deflated (gzip-member.ts). */
export function encodeResponseFrame(response: GatewayResponse): Buffer {
  return gzipMember(encodeGob(response));
}

/** The SDK's GeneralWsReq, for clients of our own (tests, benchmarks) that speak as the SDK does. */
const REQUEST_TYPE: GobStructType = {
  name: 'GeneralWsReq',
  fields: [
    { name: 'ReqIdentifier', type: 'int' },
    { name: 'Token', type: 'string' },
    { name: 'SendID', type: 'string' },
    { name: 'OperationID', type: 'string' },
    { name: 'MsgIncr', type: 'string' },
    { name: 'Data', type: 'bytes' },
  ],
};

const requestTypeDefinition = encodeGobTypeDefinition(REQUEST_TYPE);

export function encodeRequestGob(request: Omit<GatewayRequest, 'token'> & { token?: string }): Uint8Array {
  const value = encodeGobValue(REQUEST_TYPE, {
    ReqIdentifier: request.reqIdentifier,
    Token: request.token,
    SendID: request.sendID,
    OperationID: request.operationID,
    MsgIncr: request.msgIncr,
    Data: request.data,
  });
  return gobStream(requestTypeDefinition, value);
}

export function encodeRequestFrame(request: Omit<GatewayRequest, 'token'>): Buffer {
  return gzipMember(encodeRequestGob(request));
}

export function decodeResponseFrame(frame: Uint8Array): Required<GatewayResponse> {
  const fields = decodeGobStruct(gunzipMember(frame));
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  const number = (name: string) => (typeof fields[name] === 'number' ? (fields[name] as number) : 0);
  return {
    reqIdentifier: number('ReqIdentifier'),
    msgIncr: text('MsgIncr'),
    operationID: text('OperationID'),
    errCode: number('ErrCode'),
    errMsg: text('ErrMsg'),
    data: fields.Data instanceof Uint8Array ? fields.Data : new Uint8Array(),
  };
}
