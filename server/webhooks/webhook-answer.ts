import { ApiError } from '../protocol/api-envelope.ts';
import { WEBHOOK_NEXT_CODE, type WebhookResponse } from '../protocol/openim-webhooks.ts';

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
const FIELDS = ['actionCode', 'errCode', 'errMsg', 'errDlt', 'nextCode'] as const;
const STRING_FIELDS = new Set<string>(['errMsg', 'errDlt']);

/**
 * A receiver's answer read as OpenIM reads it: Go's encoding/json into CommonCallbackResp. Missing fields and
 * `null` are zero, unknown keys are ignored, a key matches its field whatever its case (of two that name one field,
 * the later stays), and the HTTP status plays no part. Throws, as Unmarshal fails, on text that is not JSON, on an answer
 * that is not an object, and on a field of the wrong type or an int32 out of range.
 */
export function decodeWebhookAnswer(text: string): WebhookResponse {
  const parsed: unknown = JSON.parse(text);
  const answer: WebhookResponse = { actionCode: 0, errCode: 0, errMsg: '', errDlt: '', nextCode: 0 };
  if (parsed === null) return answer;
  if (typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('json: cannot unmarshal into Go value of type callbackstruct.CommonCallbackResp');
  const entries = Object.entries(parsed as Record<string, unknown>);
  for (const field of FIELDS) {
    // Go assigns every key that names the field, in order: the last one stays.
    const value = entries.findLast(([key]) => key.toLowerCase() === field.toLowerCase())?.[1] ?? null;
    if (value === null) continue;
    if (STRING_FIELDS.has(field)) {
      if (typeof value !== 'string') throw new Error(`json: cannot unmarshal into field ${field} of type string`);
      (answer as unknown as Record<string, unknown>)[field] = value;
    } else {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < INT32_MIN || value > INT32_MAX)
        throw new Error(`json: cannot unmarshal into field ${field} of type int32`);
      (answer as unknown as Record<string, unknown>)[field] = value;
    }
  }
  return answer;
}

/**
 * The error a before-callback's answer refuses the operation with, or undefined to go on. CommonCallbackResp.Parse
 * refuses when actionCode is 0 and nextCode is 1, with errs.NewCodeError(errCode, errMsg).WithDetail(errDlt); on
 * its way to the client, OpenIM's RPC layer (tools mw getErrData) makes a code that is not positive 500, an empty
 * message the error's text ("<code> " and the detail), and an empty detail the message.
 */
export function refusalOf(answer: WebhookResponse): ApiError | undefined {
  if (answer.actionCode !== 0 || answer.nextCode !== WEBHOOK_NEXT_CODE) return undefined;
  const errCode = answer.errCode > 0 ? answer.errCode : 500;
  const errMsg = answer.errMsg || [String(answer.errCode), '', ...(answer.errDlt ? [answer.errDlt] : [])].join(' ');
  return new ApiError(errCode, errMsg, answer.errDlt || errMsg);
}
