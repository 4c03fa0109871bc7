import { loadChatServiceMode } from '../config/config.ts';

/**
 * Why the demo data cannot be loaded by this process, or undefined. The demo's accounts, moments and directory
 * belong to the chat service: with PARLEY_CHAT_SERVICE=off it runs in other processes (chat-service copies) this one
 * cannot reach, and IM alone answers 404 to the chat routes. Asked before anything is opened or written, so a refusal
 * leaves the data directory as it was (not even the admin secret a first start would make).
 */
export function demoRefusal(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string | undefined {
  if (loadChatServiceMode(env, cwd) !== 'off') return undefined;
  return (
    'the demo data needs the chat service, which PARLEY_CHAT_SERVICE=off leaves to other processes: load it first ' +
    'with the chat service on, into the same data directory and chat database (`PARLEY_CHAT_SERVICE=embedded ' +
    'PARLEY_CHAT_DATABASE_URL=<the copies’ database> npm run seed`), then start IM with PARLEY_CHAT_SERVICE=off and ' +
    'the chat-service copies (docs/past-one-machine.md)'
  );
}
