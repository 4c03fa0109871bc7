/**
 * The conversation the user last opened from the list. When the list shows again (Back on a phone, or the chat
 * closing on a desktop) focus returns to that row instead of falling to <body>, so a keyboard user goes on from
 * where they were. A plain module variable: it is about this page's focus, not app state anyone renders.
 */
let openedFromList: string | null = null;

export function noteOpenedFromList(conversationID: string) {
  openedFromList = conversationID;
}

/** Hands over the row to focus once, if focus has nowhere better to be. */
export function takeRowToRefocus(): string | null {
  const active = document.activeElement;
  if (active && active !== document.body) return null;
  const id = openedFromList;
  openedFromList = null;
  return id;
}
