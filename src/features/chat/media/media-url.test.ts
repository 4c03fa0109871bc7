import { describe, expect, it } from 'vitest';
import { safeMediaURL } from './media-url';

describe('safeMediaURL', () => {
  it('keeps web addresses and paths on this site', () => {
    expect(safeMediaURL('https://cdn.example.com/a.mp4')).toBe('https://cdn.example.com/a.mp4');
    expect(safeMediaURL('/object/abc')).toBe(`${window.location.origin}/object/abc`);
  });

  it('refuses scripts, data and nothing', () => {
    expect(safeMediaURL('javascript:alert(1)')).toBeNull();
    expect(safeMediaURL('data:text/html,<script>1</script>')).toBeNull();
    expect(safeMediaURL('')).toBeNull();
    expect(safeMediaURL(undefined)).toBeNull();
  });
});
