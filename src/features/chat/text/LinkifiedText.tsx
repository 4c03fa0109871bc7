import { useMemo } from 'react';
import { linkifyText } from './linkify';

/** Message text with its http(s) and www addresses as links that open in a new tab; everything else stays text. */
export function LinkifiedText({ text }: { text: string }) {
  const segments = useMemo(() => linkifyText(text), [text]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </a>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
