import { describe, expect, it } from 'vitest';
import { exWithoutLinkPreview, linkPreviewRemoved } from '../../../../wire/link-preview';
import { previewLink } from './preview-link';

describe("the sender's choice in a message's ex", () => {
  it('marks the preview removed and keeps what other clients put there', () => {
    expect(linkPreviewRemoved(exWithoutLinkPreview(''))).toBe(true);
    const ex = exWithoutLinkPreview('{"app":"x"}');
    expect(JSON.parse(ex)).toEqual({ app: 'x', parleyLinkPreview: 'off' });
    expect(linkPreviewRemoved(ex)).toBe(true);
  });

  it('leaves an ex that is not a JSON object alone, and then shows the preview', () => {
    expect(exWithoutLinkPreview('plain words')).toBe('plain words');
    expect(exWithoutLinkPreview('[1]')).toBe('[1]');
    for (const ex of ['', undefined, 'plain words', '{"parleyLinkPreview":"on"}', 'null'])
      expect(linkPreviewRemoved(ex)).toBe(false);
  });
});

describe('previewLink', () => {
  it('is the first http(s) address, as the bubble links it', () => {
    expect(previewLink('see www.example.com/a and https://example.org/b')).toBe('https://www.example.com/a');
    expect(previewLink('[docs](https://example.com/docs) then http://x.example')).toBe('https://example.com/docs');
    expect(previewLink('mailto:a@example.com ftp://example.com no link')).toBeNull();
  });
});
