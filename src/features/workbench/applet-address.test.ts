import { describe, expect, it } from 'vitest';
import { appletAddress } from './applet-address';
import { memberLine } from '../org/member-line';

describe('appletAddress', () => {
  it('opens http(s) addresses only', () => {
    expect(appletAddress('https://wiki.example/a')).toBe('https://wiki.example/a');
    expect(appletAddress('http://intranet.local/')).toBe('http://intranet.local/');
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', '/relative', '', undefined])
      expect(appletAddress(bad)).toBeNull();
  });
});

describe('memberLine', () => {
  it('joins department, position and station, leaving out what is empty', () => {
    const member = {
      userID: 'u',
      departmentID: 'd',
      position: 'Lead',
      station: '',
      department: { departmentID: 'd', name: 'Web' },
    };
    expect(memberLine(member, true)).toBe('Web · Lead');
    expect(memberLine(member, false)).toBe('Lead');
  });
});
