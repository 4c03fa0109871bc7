import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const compiled = {} as WebAssembly.Module;

function visit({ controlled }: { controlled: boolean }) {
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { controller: controlled ? {} : null },
    configurable: true,
  });
}

describe('the core compiled as the page starts (compileCoreEarly)', () => {
  let compile: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.resetModules();
    compile = vi.spyOn(WebAssembly, 'compileStreaming').mockResolvedValue(compiled);
    // The SDK's cache has the core: the compile streams the cached response.
    const cache = { match: async () => new Response('core'), put: async () => undefined };
    vi.stubGlobal('caches', { open: async () => cache });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('starts one compile on a return visit, which the first compileCore takes; a later one compiles afresh', async () => {
    visit({ controlled: true });
    const { compileCore, compileCoreEarly } = await import('./core-module');
    compileCoreEarly();
    compileCoreEarly();
    expect(compile).toHaveBeenCalledTimes(1);
    await expect(compileCore()).resolves.toBe(compiled);
    expect(compile).toHaveBeenCalledTimes(1);
    await expect(compileCore()).resolves.toBe(compiled);
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it('leaves a first visit alone: its core comes from the service worker’s install, not a download of its own', async () => {
    visit({ controlled: false });
    const { compileCoreEarly } = await import('./core-module');
    compileCoreEarly();
    expect(compile).not.toHaveBeenCalled();
  });

  it('compiles again when the early compile failed', async () => {
    visit({ controlled: true });
    compile.mockRejectedValueOnce(new Error('no code cache today'));
    const { compileCore, compileCoreEarly } = await import('./core-module');
    compileCoreEarly();
    await expect(compileCore()).resolves.toBe(compiled);
    expect(compile).toHaveBeenCalledTimes(2);
  });
});
