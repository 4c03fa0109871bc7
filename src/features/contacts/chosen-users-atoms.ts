import { atom } from 'jotai';

/** A user picked on /chooseUser, with enough to show them as a chip without asking the SDK again. */
export interface ChosenUser {
  userID: string;
  name: string;
  faceURL: string;
}

/**
 * How /chooseUser hands its selection back: the screen that sends the user there names a `key` in the query,
 * and on "Done" the picker stores the chosen users under that key and goes back; the caller reads its key.
 * An atom rather than a query param, so a long selection never ends up in the address bar or the history.
 */
export const chosenUsersAtom = atom<Record<string, ChosenUser[]>>({});
