import type { Locator, Page } from '@playwright/test';

/** The login form of each client, as a person finds it: the phone number (area code +86 by default), password, button. */
export interface LoginForm {
  phone: (page: Page) => Locator;
  password: (page: Page) => Locator;
  submit: (page: Page) => Locator;
}

export const LOGIN_FORMS: Record<string, LoginForm> = {
  Parley: {
    phone: (page) => page.getByLabel('Phone number'),
    password: (page) => page.getByLabel('Password'),
    submit: (page) => page.getByRole('button', { name: 'Sign in' }),
  },
  H5: {
    phone: (page) => page.locator('input[name="phoneNumber"]'),
    password: (page) => page.locator('input[name="password"]'),
    submit: (page) => page.getByRole('button', { name: 'Login', exact: true }),
  },
  React: {
    phone: (page) => page.getByPlaceholder('Please enter phone number'),
    password: (page) => page.getByPlaceholder('Please enter your password'),
    submit: (page) => page.getByRole('button', { name: 'Login', exact: true }),
  },
};

export async function signInThroughForm(page: Page, form: LoginForm, phone: string, password: string): Promise<void> {
  await form.phone(page).fill(phone);
  await form.password(page).fill(password);
  await form.submit(page).click();
}

/**
 * When the conversation list shows a row, on the page's clock: the first moment the page's rendered text names one of
 * the seeded peers. Text, not markup, so that it reads the three clients alike.
 */
export async function firstRowShownMs(page: Page, peerName: string, timeoutMs: number): Promise<number> {
  const shown = await page.waitForFunction(
    (name) => (document.body?.innerText.includes(name) ? Math.round(performance.now()) : null),
    peerName,
    { polling: 'raf', timeout: timeoutMs },
  );
  return (await shown.jsonValue())!;
}
