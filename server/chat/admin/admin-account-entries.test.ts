import { describe, expect, it } from 'vitest';
import { listsAdmin, parseAdminAccountEntries } from './admin-account-entries.ts';

const chief = {
  userID: '3266278915',
  account: 'the_chief',
  email: 'Chief@Example.com',
  areaCode: '+86',
  phoneNumber: '13911112222',
};
const existing = new Set([chief.userID, '4000000001']);
const exists = async (userID: string) => existing.has(userID);
const lists = (raw: string, user = chief) => listsAdmin(parseAdminAccountEntries(raw), user, exists);

describe('PARLEY_ADMIN_ACCOUNTS entries', () => {
  it('name an administrator by user ID, account name, e-mail or phone number with its area code', async () => {
    expect(await lists('3266278915')).toBe(true);
    expect(await lists(' other, the_chief ')).toBe(true);
    expect(await lists('chief@example.COM')).toBe(true);
    expect(await lists('+86 139-1111-2222')).toBe(true);
    expect(await lists('+8613911112222')).toBe(true);
    expect(await lists('')).toBe(false);
    expect(await lists('someone_else, +1 13911112222, other@example.com')).toBe(false);
  });

  it('read a phone number without "+" as an ID or a name, never as a phone number', async () => {
    expect(await lists('13911112222')).toBe(false);
  });

  it('never let a chosen account name stand for an existing user ID the operator listed', async () => {
    // Someone registers the account name "4000000001", which is another person's user ID on the list.
    const squatter = { ...chief, userID: '5000000002', account: '4000000001', email: '', phoneNumber: '' };
    expect(await lists('4000000001', squatter)).toBe(false);
    // A name no user ID has is the account of that name.
    expect(await lists('the_chief', { ...chief, userID: '5000000003' })).toBe(true);
  });
});
