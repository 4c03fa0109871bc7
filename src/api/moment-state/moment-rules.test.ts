import { describe, expect, it } from 'vitest';
import type { MomentComment, WorkMoment } from '../moments';
import {
  canDeleteComment,
  canReplyTo,
  flattenMoments,
  likedBy,
  nextCursor,
  nextPage,
  pictureThumb,
  removeMoment,
  replaceMoment,
} from './moment-rules';

const moment = (id: string, extra: Partial<WorkMoment> = {}): WorkMoment => ({
  workMomentID: id,
  userID: 'author',
  content: { text: id },
  createTime: 1,
  ...extra,
});
const comment = (userID: string, replyUserID = ''): MomentComment => ({
  commentID: `${userID}-${replyUserID}`,
  userID,
  replyUserID,
  content: 'x',
  createTime: 1,
});

describe('comment rules', () => {
  it('lets the commenter, the author and the one replied to delete, nobody else', () => {
    const reply = comment('ben', 'cat');
    expect(['ben', 'author', 'cat', 'dan'].map((who) => canDeleteComment(reply, moment('m'), who))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('offers a reply to others only', () => {
    expect(canReplyTo(comment('ben'), 'ben')).toBe(false);
    expect(canReplyTo(comment('ben'), 'cat')).toBe(true);
  });

  it('knows who liked', () => {
    expect(likedBy(moment('m', { likeUsers: [{ userID: 'ben' }] }), 'ben')).toBe(true);
    expect(likedBy(moment('m'), 'ben')).toBe(false);
  });
});

describe('moment pages', () => {
  const pages = {
    pages: [
      [moment('a'), moment('b')],
      [moment('b'), moment('c')],
    ],
    pageParams: [1, 2],
  };

  it('shows a moment once even when paging moved it onto the next page', () => {
    expect(flattenMoments(pages.pages).map((m) => m.workMomentID)).toEqual(['a', 'b', 'c']);
  });

  it('replaces and removes a moment wherever it is listed', () => {
    const liked = replaceMoment(pages, moment('b', { likeUsers: [{ userID: 'ben' }] }))!;
    expect(liked.pages.flat().filter((m) => m.likeUsers?.length)).toHaveLength(2);
    expect(
      removeMoment(pages, 'b')!
        .pages.flat()
        .map((m) => m.workMomentID),
    ).toEqual(['a', 'c']);
  });

  it('asks for another page only after a full one', () => {
    expect(nextPage([1, 2], [[1, 2]], 2)).toBe(2);
    expect(nextPage([1], [[1, 2], [1]], 2)).toBeUndefined();
  });

  it('asks for the feed page after the last moment listed, only after a full page', () => {
    const full = [moment('a', { createTime: 30 }), moment('b', { createTime: 20 })];
    expect(nextCursor(full, 2)).toEqual({ createTime: 20, workMomentID: 'b' });
    expect(nextCursor(full.slice(0, 1), 2)).toBeUndefined();
    expect(nextCursor([], 2)).toBeUndefined();
  });

  it('asks the object storage for a scaled picture', () => {
    expect(pictureThumb('https://h.example/object/a.png')).toBe(
      'https://h.example/object/a.png?type=image&width=480&height=480',
    );
  });
});
