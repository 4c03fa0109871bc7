// `npm test`'s build: the client again only when its sources changed since the last build (as `npm start` does).
import { buildClientIfStale } from '../server/build-if-stale.ts';

buildClientIfStale(process.cwd(), { sourcesGenerated: process.argv.includes('--sources-generated') });
