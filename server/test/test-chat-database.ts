import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/database.ts';
import { openChatDatabase, type ChatDatabase } from '../chat/storage/chat-database.ts';
import { createTestDatabase } from './postgres-server.ts';

/**
 * A chat database of its own for a store's tests: SQLite in a throwaway directory, or in the `server-chat-apart`
 * Vitest project a new database on its PostgreSQL server (PARLEY_TEST_POSTGRES_URL), so the same tests run on both.
 */
export async function openTestChatDatabase(): Promise<ChatDatabase> {
  const sqlite = openDatabase(mkdtempSync(join(tmpdir(), 'parley-chat-')));
  const server = process.env.PARLEY_TEST_POSTGRES_URL ?? '';
  const chat = await openChatDatabase(server ? await createTestDatabase(server) : '', sqlite);
  return {
    ...chat,
    close: async () => {
      await chat.close();
      sqlite.close();
    },
  };
}
