import { describe, expect, it } from 'vitest';
import { parseMomentNotice } from './moment-notice';
import { uploadShare } from './upload-share';
import { interactionSummary } from '../../features/moments/interaction-summary';

describe('parseMomentNotice', () => {
  it('reads wm_* notices as an object or as JSON text, with the moment they are about', () => {
    const data = JSON.stringify({ body: { workMomentID: 'm1', comments: [] } });
    expect(parseMomentNotice({ key: 'wm_like', data })).toEqual({ key: 'wm_like', workMomentID: 'm1' });
    expect(parseMomentNotice(JSON.stringify({ key: 'wm_delete', data }))).toEqual({
      key: 'wm_delete',
      workMomentID: 'm1',
    });
    expect(parseMomentNotice({ key: 'wm_comment', data: 'not json' })).toEqual({
      key: 'wm_comment',
      workMomentID: null,
    });
  });

  it('ignores other business notices and rubbish', () => {
    expect(parseMomentNotice({ key: 'other', data: '{}' })).toBeNull();
    expect(parseMomentNotice('nope')).toBeNull();
    expect(parseMomentNotice(null)).toBeNull();
  });
});

describe('uploadShare', () => {
  it('weighs files by their size', () => {
    expect(
      uploadShare([
        { size: 300, done: 300 },
        { size: 100, done: 0 },
      ]),
    ).toBe(75);
    expect(uploadShare([{ size: 0, done: 0 }])).toBe(0);
    expect(uploadShare([])).toBe(100);
  });
});

describe('interactionSummary', () => {
  const base = { workMomentID: 'm', userID: 'ann', content: {}, createTime: 1, opUser: { userID: 'ben' } };
  it("names the kind, and for a comment the commenter's latest comment up to the log time", () => {
    expect(interactionSummary({ ...base, type: 1 })).toEqual({ kind: 'like' });
    expect(interactionSummary({ ...base, type: 2 })).toEqual({ kind: 'mention' });
    const comments = [
      { commentID: '1', userID: 'ben', content: 'first', createTime: 10 },
      { commentID: '2', userID: 'cat', content: 'other', createTime: 11 },
      { commentID: '3', userID: 'ben', content: 'later', createTime: 30 },
    ];
    expect(interactionSummary({ ...base, type: 3, logTime: 20, comments })).toEqual({
      kind: 'comment',
      comment: 'first',
    });
    expect(interactionSummary({ ...base, type: 3, logTime: 5, comments })).toEqual({ kind: 'comment', comment: null });
  });
});
