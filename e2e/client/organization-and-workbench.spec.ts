import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { OwnServer, ownServerPort } from '../support/own-server';
import { registerAccount } from '../support/session';
import { chatCall } from '../support/chat-service';
import { adminToken } from '../support/im-admin';
import { newTestContext } from '../support/test-contexts';
import { signIn } from '../support/ui-session';
import { openMoments } from '../support/moments';

const run = promisify(execFile);

/** `npm run org:import -- file` against a data directory; resolves with its exit code and output. */
async function orgImport(dataDir: string, csv: string) {
  const file = join(dataDir, `import-${Date.now()}.csv`);
  writeFileSync(file, csv);
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'org:import', '--', file], {
      env: { ...process.env, PARLEY_DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr, file };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr, file };
  }
}

test('a CSV import fills the directory, which is browsed and searched; a bad CSV imports nothing', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A server of the test's own: the import writes to its data directory.
  const server = new OwnServer(ownServerPort(2));
  await server.start();
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  try {
    const ann = await registerAccount(api, 'Ann');
    const ben = await registerAccount(api, 'Ben');
    const cat = await registerAccount(api, 'Cat');
    const header = 'department,name,account_or_phone,position,entry_date\n';

    const bad = await orgImport(
      server.dataDir,
      `${header}R&D,Ann,${ann.phoneNumber},Director,2023-01-02\nR&D/Web,Ben,${ben.phoneNumber},Engineer,2024-02-30\nSales,Nobody,13000000000,Clerk,\n`,
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(`${bad.file}:3: the entry date "2024-02-30" is not a date (YYYY-MM-DD)`);
    expect(bad.stderr).toContain(`${bad.file}:4: no account has the account name or phone "13000000000"`);
    expect(bad.stderr).toContain('nothing imported: 2 bad row(s)');
    const tree = await chatCall<{ departments?: unknown[] }>(api, '/organization/department/all', {}, ann.chatToken);
    expect(tree.data?.departments ?? []).toEqual([]);

    const good = await orgImport(
      server.dataDir,
      `${header}R&D,Ann,${ann.phoneNumber},Director,2023-01-02\nR&D/Web,Ben,+86 ${ben.phoneNumber},Frontend Engineer,2024-05-06\n"Sales, East",Cat,${cat.phoneNumber},Account Manager,\n`,
    );
    expect(good.stdout).toContain('imported 3 member(s), created 3 department(s)');

    const page = await (await newTestContext(browser, { baseURL: server.url })).newPage();
    await signIn(page, ann);
    await page.getByRole('link', { name: /^Contacts/ }).click();
    await page.getByRole('link', { name: 'Organization' }).click();
    const departments = page.getByRole('list', { name: 'Departments' });
    await expect(departments.getByRole('link')).toHaveText([/R&D\s*2 people/, /Sales, East\s*1 person/]);
    await departments.getByRole('link', { name: /R&D/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'R&D' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Members' })).toContainText('AnnDirector');
    await page.getByRole('list', { name: 'Departments' }).getByRole('link', { name: /Web/ }).click();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Organization', 'R&D', 'Web']);
    await page.getByRole('list', { name: 'Members' }).getByRole('link', { name: /Ben/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Ben' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Organisation' })).toContainText('Frontend Engineer');
    await page.getByRole('button', { name: 'Back' }).click();
    await crumbs.getByRole('link', { name: 'R&D' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'R&D' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search the organization' }).fill('cat');
    const found = page.getByRole('list', { name: 'People found' });
    await expect(found.getByRole('link')).toHaveCount(1);
    await expect(found).toContainText('Sales, East · Account Manager');

    // Ann's own profile shows where she works.
    await page.goto('/profile');
    await expect(page.getByRole('list', { name: 'Organisation' })).toContainText('R&D');
    await expect(page.getByRole('list', { name: 'Organisation' })).toContainText('Director');
  } finally {
    await api.dispose();
    await server.stop();
  }
});

test('an applet the administrator adds opens inside the workbench; other schemes are refused', async ({
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const add = (body: Record<string, unknown>) => chatCall<{ id: string }>(request, '/applet/add', body, admin);
  expect((await add({ name: 'Evil', url: 'javascript:alert(1)' })).errCode).toBe(1001);
  // An applet is another site: Parley's own pages refuse to be framed (frame-ancestors 'none').
  const appletSite = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Status</title><p>All systems normal</p>');
  });
  await new Promise<void>((resolve) => appletSite.listen(0, '127.0.0.1', resolve));
  const appletURL = `http://127.0.0.1:${(appletSite.address() as AddressInfo).port}/status`;
  const name = `Status ${Date.now()}`;
  const added = await add({ name, url: appletURL, priority: 1_000_000 });
  expect(added.errCode).toBe(0);

  const account = await registerAccount(request, 'Dora');
  const page = await (await newTestContext(browser)).newPage();
  await signIn(page, account);
  await page.getByRole('link', { name: /^Workbench/ }).click();
  await page.getByRole('list', { name: 'Applets' }).getByRole('button', { name }).click();
  const frame = page.getByRole('dialog', { name });
  await expect(frame.getByRole('heading', { name })).toBeVisible();
  await expect(page.frameLocator(`iframe[title="${name}"]`).locator('body')).toContainText('All systems normal');
  await frame.getByRole('button', { name: 'Close' }).click();
  await expect(frame).toHaveCount(0);
  await openMoments(page);

  await chatCall(request, '/applet/del', { appletIds: [added.data!.id] }, admin);
  appletSite.close();
});
