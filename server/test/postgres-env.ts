import { inject } from 'vitest';

// Read by createTestApp (test-app.ts): its chat service keeps its tables in PostgreSQL, in a database of its own.
process.env.PARLEY_TEST_POSTGRES_URL = inject('postgresURL');
