/**
 * Every conversation row is one height, set in CSS (conversation-list.css, `.conversation-item`) as
 * `calc(21px + max(44px, 2.75rem))`: 10 px of padding above and below and a 1 px border, around the taller of the
 * 44 px avatar and the two text lines (line heights 1.5rem and 1.25rem). The list places rows by this figure
 * instead of measuring each one (measuring forced layouts while the first screen rendered: issue 28's long task).
 * Text in rem, so the row follows the user's font size (the list re-places its rows when it changes); the lines never wrap (ellipsis), so 320 px changes nothing.
 */
const FRAME_PX = 21;
const AVATAR_PX = 44;
const TEXT_REM = 2.75;

/** The row's height in px for a root font size in px. */
export function conversationRowHeight(rootFontPx: number): number {
  return FRAME_PX + Math.max(AVATAR_PX, TEXT_REM * rootFontPx);
}
