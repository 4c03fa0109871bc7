import type { CallHistoryStatus } from './call-history-db';
import type { MediaType } from './call-signal';

export type CallRecordStatus = CallHistoryStatus;

/** The record's status: product-spec §3 "Call end reasons" (refused 0 … handled by another device 4). */
const reasons: Record<CallRecordStatus, number> = { refused: 0, canceled: 1, timeout: 2, successed: 3, otherDevice: 4 };

/**
 * Whether this device keeps a record of the call in its chat. Every device that took part keeps its own (records
 * are inserted locally, never sent: deltas.md 1), in a group call too; a device that only rang while another of
 * the user's devices answered keeps none, as it was never in the call.
 */
export const leavesCallRecord = (status: CallRecordStatus) => status !== 'otherDevice';

/** The `customElem.data` of a call record in OpenIM's web family (custom 100: `{duration, mediaType, status}`). */
export function callRecordData(
  customType: number,
  record: { mediaType: MediaType; status: CallRecordStatus; duration: number },
): string {
  return JSON.stringify({
    customType,
    data: {
      duration: record.duration,
      mediaType: record.mediaType === 'video' ? 'video' : 'voice',
      status: reasons[record.status],
    },
  });
}
