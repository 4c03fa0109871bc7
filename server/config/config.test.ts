import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { ConfigError, DEFAULT_ADMIN_SECRET, loadConfig } from './config.ts';

const emptyDir = () => mkdtempSync(join(tmpdir(), 'parley-config-'));

describe('loadConfig', () => {
  it('uses the defaults with an empty environment', () => {
    const cwd = emptyDir();
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(10088);
    expect(config.adminSecret).toBe(DEFAULT_ADMIN_SECRET);
    expect(config.dataDir).toBe(join(cwd, '.parley-data'));
  });

  it('lets the environment override the config file', () => {
    const cwd = emptyDir();
    writeFileSync(join(cwd, 'parley.config.json'), JSON.stringify({ port: 9000, logLevel: 'warn' }));
    const config = loadConfig({ PORT: '9100' }, cwd);
    expect(config.port).toBe(9100);
    expect(config.logLevel).toBe('warn');
  });

  it('rejects a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, emptyDir())).toThrow(ConfigError);
  });

  it('rejects a config file that is not a JSON object', () => {
    const cwd = emptyDir();
    writeFileSync(join(cwd, 'parley.config.json'), '[1,2]');
    expect(() => loadConfig({}, cwd)).toThrow(/JSON object/);
  });

  it('refuses the default admin secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, emptyDir())).toThrow(/PARLEY_ADMIN_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', PARLEY_ADMIN_SECRET: 's3cret-long' }, emptyDir()).production).toBe(
      true,
    );
  });
});
