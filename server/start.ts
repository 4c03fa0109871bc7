import { buildClientIfStale, buildHarnessIfStale } from './build-if-stale.ts';

// `npm start`: one command from a fresh clone to a running product.
buildClientIfStale();
if (process.env.PARLEY_TEST_HARNESS === '1') buildHarnessIfStale();
await import('./main.ts');
