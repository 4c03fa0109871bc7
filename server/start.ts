import { buildClientIfStale } from './build-if-stale.ts';

// `npm start`: one command from a fresh clone to a running product.
buildClientIfStale();
await import('./main.ts');
