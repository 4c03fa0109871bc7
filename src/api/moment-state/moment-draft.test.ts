import { describe, expect, it } from 'vitest';
import { clearDraft, draftProblem, momentFromDraft, readDraft, saveDraft, type MomentDraft } from './moment-draft';

const picture = { kind: 'picture' as const, width: 10, height: 20 };
const video = { kind: 'video' as const, width: 320, height: 240 };
const draft = (extra: Partial<MomentDraft> = {}): MomentDraft => ({
  id: 'd1',
  text: ' hello ',
  media: [],
  permission: 0,
  userIDs: ['ben'],
  groupIDs: ['g1'],
  atUserIDs: ['cat'],
  ...extra,
});

describe('moment drafts', () => {
  it('needs text or media, and takes nine pictures or one video at most', () => {
    expect(draftProblem({ text: '  ', media: [] })).toBe('empty');
    expect(draftProblem({ text: '', media: Array(9).fill(picture) })).toBeNull();
    expect(draftProblem({ text: '', media: Array(10).fill(picture) })).toBe('tooMany');
    expect(draftProblem({ text: '', media: [video, picture] })).toBe('tooMany');
    expect(draftProblem({ text: 'x'.repeat(10_001), media: [] })).toBe('tooLong');
  });

  it('builds pictures with thumbnails, a video with its poster, and sends lists only where they count', () => {
    const pictures = momentFromDraft(draft({ media: [picture] }), ['https://h/o/1.png']);
    expect(pictures).toEqual({
      content: {
        metas: [
          {
            original: 'https://h/o/1.png',
            thumb: 'https://h/o/1.png?type=image&width=480&height=480',
            width: 10,
            height: 20,
          },
        ],
        text: 'hello',
        type: 0,
      },
      permission: 0,
      atUserIDs: ['cat'],
      permissionUserIDs: [],
      permissionGroupIDs: [],
    });
    const clip = momentFromDraft(draft({ media: [video], permission: 3 }), ['https://h/v.mp4', 'https://h/p.jpg']);
    expect(clip.content).toEqual({
      metas: [{ original: 'https://h/v.mp4', thumb: 'https://h/p.jpg', width: 320, height: 240 }],
      text: 'hello',
      type: 1,
    });
    expect(clip.permissionUserIDs).toEqual(['ben']);
    expect(clip.permissionGroupIDs).toEqual(['g1']);
  });

  it('keeps one draft per user in storage, and survives rubbish there', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    } as unknown as Storage;
    saveDraft(fake, 'ann', draft());
    expect(readDraft(fake, 'ann')?.id).toBe('d1');
    expect(readDraft(fake, 'ben')).toBeNull();
    storage.set('parley-moment-draft:ben', '{not json');
    expect(readDraft(fake, 'ben')).toBeNull();
    clearDraft(fake, 'ann');
    expect(readDraft(fake, 'ann')).toBeNull();
  });
});
