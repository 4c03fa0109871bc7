/**
 * The timeout of a test that makes dozens of writes one after another (a flood, a limit filled one write at a time).
 * In the chat-apart project each write crosses HTTP to IM and reaches PostgreSQL; at `nice 10` beside the browser
 * tests, on a 2-core machine running twice as slowly as usual (2026-12-01), 49 pins took over the project's then 60 s. Above
 * every project's own timeout, as server/test/contract-setup.ts requires.
 */
export const WRITE_SERIES_TIMEOUT_MS = 180_000;
