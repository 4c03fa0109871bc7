import { describe, expect, it } from 'vitest';
import { routeGuard } from './route-guard';

describe('route guard', () => {
  it('sends a visit without a stored token or user ID to /login', () => {
    expect(routeGuard(false, undefined, '/profile')).toBe('login');
  });

  it('lets a stored session in before and after the SDK is ready', () => {
    expect(routeGuard(true, undefined, '/profile')).toBe('stay');
    expect(routeGuard(true, 'ready', '/profile')).toBe('stay');
  });

  it('sends the user to /login when logging in again from the stored credentials failed', () => {
    expect(routeGuard(true, 'loginFailed', '/conversation')).toBe('login');
  });

  it('falls back to /conversation when the login status cannot be checked', () => {
    expect(routeGuard(true, 'statusUnknown', '/profile')).toBe('conversation');
    expect(routeGuard(true, 'statusUnknown', '/conversation')).toBe('stay');
  });
});
