import { describe, expect, it } from 'vitest';
import { returnPathFor, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this app with its query and fragment', () => {
    expect(safeReturnPath('/momentsDetails?workMomentID=42')).toBe('/momentsDetails?workMomentID=42');
    expect(safeReturnPath('/chat?conversationID=si_1_2#end')).toBe('/chat?conversationID=si_1_2#end');
  });

  it('refuses anything that leaves the app or loops back to signing in', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      ' /chat',
      '/\t/evil.example',
      '/chat\n',
      '/login?redirect=%2Fchat',
      '/register',
      '',
      42,
      undefined,
      `/${'a'.repeat(2100)}`,
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('returnPathFor', () => {
  it('carries deep links but not the screens a sign-in opens anyway', () => {
    expect(returnPathFor('/userCard?userID=7')).toBe('/userCard?userID=7');
    expect(returnPathFor('/conversation')).toBeUndefined();
    expect(returnPathFor('/')).toBeUndefined();
  });

  it('does not return to a form whose success signed the user out', () => {
    expect(returnPathFor('/changePassword')).toBeUndefined();
  });
});
