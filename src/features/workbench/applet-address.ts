/** An applet opens only at an absolute http(s) address; anything else (javascript:, data:) is refused. */
export function appletAddress(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
