/**
 * Asks the browser to keep this origin's storage (the SDK's database, caches) under storage pressure. Asked once per
 * sign-in; Chromium decides from engagement and installation, without a prompt. A store the browser evicted anyway
 * is rebuilt by the next sync, like a first sign-in on a new device.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  if (await navigator.storage.persisted()) return true;
  return navigator.storage.persist().catch(() => false);
}

export interface StorageReport {
  usedBytes: number | null;
  quotaBytes: number | null;
  persistent: boolean | null;
}

export async function readStorageReport(): Promise<StorageReport> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  const persistent = (await navigator.storage?.persisted?.().catch(() => null)) ?? null;
  return { usedBytes: estimate?.usage ?? null, quotaBytes: estimate?.quota ?? null, persistent };
}
