import { atom } from 'jotai';

/** The account a sign-in form starts with, as the login screen's tabs ask for it. */
export type SignInAccount =
  | { method: 'phone'; areaCode: string; identifier: string }
  | { method: 'email'; identifier: string }
  | { method: 'account'; identifier: string };

/**
 * Set by the screen that just changed or reset the password (issue 27 point 7): the login screen says the change
 * worked and starts with the account filled in, so only the new password is left to type. Read once, in memory
 * only: a reload starts empty, and no phone number or address is left in storage or in the address bar.
 */
export const signInPrefillAtom = atom<SignInAccount | null>(null);

/** The account to fill in for a user: phone first, as the login screen's first tab, then e-mail, then account. */
export function signInAccountOf(user: {
  areaCode?: string;
  phoneNumber?: string;
  email?: string;
  account?: string;
}): SignInAccount | null {
  if (user.phoneNumber) return { method: 'phone', areaCode: user.areaCode || '+86', identifier: user.phoneNumber };
  if (user.email) return { method: 'email', identifier: user.email };
  if (user.account) return { method: 'account', identifier: user.account };
  return null;
}
