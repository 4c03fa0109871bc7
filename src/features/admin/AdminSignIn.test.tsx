import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { i18nForTest } from '../../i18n/test-i18n';
import { AdminSignIn } from './AdminSignIn';

let en: I18n;
beforeAll(async () => {
  en = await i18nForTest('en');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const renderSignIn = () =>
  render(
    <I18nProvider i18n={en}>
      <AdminSignIn onSignedIn={() => undefined} />
    </I18nProvider>,
  );

describe('AdminSignIn', () => {
  it("shows where the secret is sent: the page's own server by default", () => {
    renderSignIn();
    const shown = screen.getByTestId('admin-sign-in-address');
    expect(shown.textContent).toBe(`Sent to ${location.origin}/api/auth/get_admin_token`);
  });

  it('shows another server named in the Server settings, with a warning, for either way of signing in', () => {
    localStorage.setItem(
      'parley.endpoints',
      JSON.stringify({ apiUrl: 'https://evil.example/api', chatUrl: 'https://evil.example/chat' }),
    );
    renderSignIn();
    const shown = () => screen.getByTestId('admin-sign-in-address').textContent;
    expect(shown()).toContain('Sent to https://evil.example/api/auth/get_admin_token');
    expect(shown()).toContain('This is not the server this page came from');
    fireEvent.click(screen.getByLabelText('An administrator account'));
    expect(shown()).toContain('Sent to https://evil.example/chat/account/admin_login');
  });
});
