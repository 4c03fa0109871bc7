import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { statSync } from 'node:fs';
import { ConfigError, OPENIM_DEVELOPMENT_SECRET, loadConfig } from './config.ts';

const emptyDir = () => mkdtempSync(join(tmpdir(), 'parley-config-'));

describe('loadConfig', () => {
  it('uses the defaults with an empty environment', () => {
    const cwd = emptyDir();
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(10088);
    expect(config.dataDir).toBe(join(cwd, '.parley-data'));
  });

  it('makes a random admin secret for each data directory, kept for the next start and readable only by its owner', () => {
    const cwd = emptyDir();
    const first = loadConfig({}, cwd);
    expect(first.adminSecret).not.toBe(OPENIM_DEVELOPMENT_SECRET);
    expect(first.adminSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.adminSecretFile).toBe(join(cwd, '.parley-data', 'admin-secret'));
    expect(statSync(first.adminSecretFile!).mode & 0o777).toBe(0o600);
    expect(loadConfig({}, cwd).adminSecret).toBe(first.adminSecret);
    expect(loadConfig({}, emptyDir()).adminSecret).not.toBe(first.adminSecret);
    const named = loadConfig({ PARLEY_ADMIN_SECRET: 'named-by-operator' }, emptyDir());
    expect(named.adminSecret).toBe('named-by-operator');
    expect(named.adminSecretFile).toBeUndefined();
  });

  it('refuses an admin secret shorter than 16 characters, named or in the data directory (an empty file above all)', () => {
    expect(() => loadConfig({ PARLEY_ADMIN_SECRET: 'a' }, emptyDir())).toThrow(/at least 16/);
    expect(() => loadConfig({ NODE_ENV: 'production', PARLEY_ADMIN_SECRET: 'a' }, emptyDir())).toThrow(/at least 16/);
    expect(() => loadConfig({ PARLEY_ADMIN_SECRET: 'fifteen-chars-x' }, emptyDir())).toThrow(ConfigError);
    expect(loadConfig({ PARLEY_ADMIN_SECRET: 'sixteen-chars-xx' }, emptyDir()).adminSecret).toBe('sixteen-chars-xx');
    // OpenIM's own, beside an OpenIM deployment in development only (production refuses it, above).
    expect(loadConfig({ PARLEY_ADMIN_SECRET: OPENIM_DEVELOPMENT_SECRET }, emptyDir()).adminSecret).toBe('openIM123');
    const configFile = emptyDir();
    writeFileSync(join(configFile, 'parley.config.json'), JSON.stringify({ adminSecret: 'short' }));
    expect(() => loadConfig({}, configFile)).toThrow(/at least 16/);

    for (const content of ['', '\n', 'abc\n']) {
      const cwd = emptyDir();
      mkdirSync(join(cwd, '.parley-data'));
      writeFileSync(join(cwd, '.parley-data', 'admin-secret'), content, { mode: 0o600 });
      expect(() => loadConfig({}, cwd)).toThrow(/admin-secret holds .*at least 16/);
    }
  });

  it('writes a new admin secret file whole or not at all, leaving no temporary file behind', () => {
    const cwd = emptyDir();
    const config = loadConfig({}, cwd);
    expect(readdirSync(join(cwd, '.parley-data'))).toEqual(['admin-secret']);
    expect(readFileSync(config.adminSecretFile!, 'utf8')).toBe(`${config.adminSecret}\n`);
  });

  it('lets the environment override the config file', () => {
    const cwd = emptyDir();
    writeFileSync(join(cwd, 'parley.config.json'), JSON.stringify({ port: 9000, logLevel: 'warn' }));
    const config = loadConfig({ PORT: '9100' }, cwd);
    expect(config.port).toBe(9100);
    expect(config.logLevel).toBe('warn');
  });

  it('takes the user agreement as an http(s) address or a path here, and nothing a link could run', () => {
    expect(loadConfig({}, emptyDir()).termsURL).toBe('/terms.html');
    expect(loadConfig({ PARLEY_TERMS_URL: 'https://example.com/terms' }, emptyDir()).termsURL).toBe(
      'https://example.com/terms',
    );
    expect(loadConfig({ PARLEY_TERMS_URL: '/legal/terms.html' }, emptyDir()).termsURL).toBe('/legal/terms.html');
    for (const bad of ['javascript:alert(1)', '//evil.example/terms', 'terms.html'])
      expect(() => loadConfig({ PARLEY_TERMS_URL: bad }, emptyDir())).toThrow(ConfigError);
  });

  it('rejects a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, emptyDir())).toThrow(ConfigError);
  });

  it('rejects a config file that is not a JSON object', () => {
    const cwd = emptyDir();
    writeFileSync(join(cwd, 'parley.config.json'), '[1,2]');
    expect(() => loadConfig({}, cwd)).toThrow(/JSON object/);
  });

  it("refuses, in production, an unset admin secret and OpenIM's development one", () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, emptyDir())).toThrow(/PARLEY_ADMIN_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PARLEY_ADMIN_SECRET: OPENIM_DEVELOPMENT_SECRET }, emptyDir()),
    ).toThrow(/PARLEY_ADMIN_SECRET/);
    expect(
      loadConfig({ NODE_ENV: 'production', PARLEY_ADMIN_SECRET: 's3cret-long-enough' }, emptyDir()).production,
    ).toBe(true);
  });

  it('has no super code unless PARLEY_SUPER_CODE names six digits, and production refuses one', () => {
    expect(loadConfig({}, emptyDir()).superCode).toBeUndefined();
    expect(loadConfig({ PARLEY_SUPER_CODE: '123456' }, emptyDir()).superCode).toBe('123456');
    expect(() => loadConfig({ PARLEY_SUPER_CODE: '12345' }, emptyDir())).toThrow(/6 digits/);
    expect(() =>
      loadConfig(
        { NODE_ENV: 'production', PARLEY_ADMIN_SECRET: 's3cret-long-enough', PARLEY_SUPER_CODE: '123456' },
        emptyDir(),
      ),
    ).toThrow(/PARLEY_SUPER_CODE/);
  });

  it('keeps the brute-force limits on by default', () => {
    const config = loadConfig({}, emptyDir());
    expect(config).toMatchObject({
      loginLimitPerAccount: 5,
      loginLimitPerIP: 30,
      codeSendLimitPerIP: 20,
      adminSecretLimitPerIP: 10,
    });
    expect(() => loadConfig({ PARLEY_LOGIN_LIMIT_PER_IP: '0' }, emptyDir())).toThrow();
  });

  it('sends no webhooks unless PARLEY_WEBHOOK_URL names an http(s) receiver', () => {
    expect(loadConfig({}, emptyDir())).toMatchObject({ webhookURL: '', webhookTimeoutSeconds: 5 });
    const config = loadConfig(
      { PARLEY_WEBHOOK_URL: 'http://chat.internal:10008/callbackExample', PARLEY_WEBHOOK_TIMEOUT_SECONDS: '2' },
      emptyDir(),
    );
    expect(config).toMatchObject({
      webhookURL: 'http://chat.internal:10008/callbackExample',
      webhookTimeoutSeconds: 2,
    });
    expect(() => loadConfig({ PARLEY_WEBHOOK_URL: 'file:///etc/passwd' }, emptyDir())).toThrow(ConfigError);
  });

  it("asks beforeAddFriend with a webhook URL, refusing on failure, unless told otherwise (webhooks.yml's keys)", () => {
    expect(loadConfig({}, emptyDir())).toMatchObject({
      webhookBeforeAddFriend: true,
      webhookBeforeAddFriendTimeoutSeconds: 5,
      webhookBeforeAddFriendFailedContinue: false,
    });
    const env = {
      PARLEY_WEBHOOK_BEFORE_ADD_FRIEND: 'false',
      PARLEY_WEBHOOK_BEFORE_ADD_FRIEND_TIMEOUT_SECONDS: '2',
      PARLEY_WEBHOOK_BEFORE_ADD_FRIEND_FAILED_CONTINUE: 'true',
    };
    expect(loadConfig(env, emptyDir())).toMatchObject({
      webhookBeforeAddFriend: false,
      webhookBeforeAddFriendTimeoutSeconds: 2,
      webhookBeforeAddFriendFailedContinue: true,
    });
    expect(() => loadConfig({ PARLEY_WEBHOOK_BEFORE_ADD_FRIEND_TIMEOUT_SECONDS: '0' }, emptyDir())).toThrow(
      ConfigError,
    );
  });
});
