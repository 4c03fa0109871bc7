import { describe, expect, it } from 'vitest';
import { callRecordData, leavesCallRecord } from './call-record';

describe('call records', () => {
  it('are kept by every device that took part, but not by one that only rang while another answered', () => {
    for (const status of ['refused', 'canceled', 'successed', 'timeout'] as const) {
      expect(leavesCallRecord(status)).toBe(true);
    }
    expect(leavesCallRecord('otherDevice')).toBe(false);
  });

  it('carry OpenIM’s web family fields: duration, mediaType and the end reason’s number', () => {
    expect(JSON.parse(callRecordData(100, { mediaType: 'audio', status: 'successed', duration: 42 }))).toEqual({
      customType: 100,
      data: { duration: 42, mediaType: 'voice', status: 3 },
    });
    expect(JSON.parse(callRecordData(100, { mediaType: 'video', status: 'timeout', duration: 0 }))).toEqual({
      customType: 100,
      data: { duration: 0, mediaType: 'video', status: 2 },
    });
  });
});
