/** The sign-in screen's default area code, for a phone number typed without one. */
const DEFAULT_AREA_CODE = '+86';

export type AdminCredential =
  | { email: string }
  | { account: string }
  | { areaCode: string; phoneNumber: string }
  /** "+8613800000000": where the area code ends cannot be told. */
  | { unsplitPhone: string };

/**
 * What the console's one sign-in field names: an e-mail (it has an "@"), a phone number ("13800000000" on the
 * default area code, "+1 4155550100" on another, spaces and dashes ignored) or else an account name.
 */
export function adminCredential(typed: string): AdminCredential {
  const identifier = typed.trim();
  if (identifier.includes('@')) return { email: identifier };
  const withArea = /^\+(\d{1,4})[\s-]+([\d\s-]+)$/.exec(identifier);
  if (withArea) return { areaCode: `+${withArea[1]}`, phoneNumber: withArea[2]!.replace(/[\s-]/g, '') };
  if (/^\+[\d\s-]+$/.test(identifier)) return { unsplitPhone: identifier };
  if (/^\d[\d\s-]{5,}$/.test(identifier) && /^\d{6,15}$/.test(identifier.replace(/[\s-]/g, '')))
    return { areaCode: DEFAULT_AREA_CODE, phoneNumber: identifier.replace(/[\s-]/g, '') };
  return { account: identifier };
}
