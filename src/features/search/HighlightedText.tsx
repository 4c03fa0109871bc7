import { highlightParts } from './highlight';

/** The text with each occurrence of the keyword marked; everything stays text, whatever it contains. */
export function HighlightedText({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlightParts(text, keyword).map((part, index) =>
        part.match ? (
          <mark key={index} className="search-match">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
