import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: 2,
  name: 'users_tokens_conversations_messages',
  sql: `
      CREATE TABLE users (
        user_id             TEXT PRIMARY KEY,
        nickname            TEXT NOT NULL DEFAULT '',
        face_url            TEXT NOT NULL DEFAULT '',
        ex                  TEXT NOT NULL DEFAULT '',
        app_manger_level    INTEGER NOT NULL DEFAULT 1,
        global_recv_msg_opt INTEGER NOT NULL DEFAULT 0,
        create_time         INTEGER NOT NULL
      ) STRICT;

      -- Only a hash of each token is kept; state 0 normal, 1 revoked, 2 kicked.
      CREATE TABLE tokens (
        token_hash  TEXT PRIMARY KEY,
        user_id     TEXT NOT NULL,
        platform_id INTEGER NOT NULL,
        expires_at  INTEGER NOT NULL,
        state       INTEGER NOT NULL DEFAULT 0,
        created_at  INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX tokens_by_user ON tokens (user_id, platform_id);

      CREATE TABLE conversations (
        owner_user_id            TEXT NOT NULL,
        conversation_id          TEXT NOT NULL,
        conversation_type        INTEGER NOT NULL,
        user_id                  TEXT NOT NULL DEFAULT '',
        group_id                 TEXT NOT NULL DEFAULT '',
        recv_msg_opt             INTEGER NOT NULL DEFAULT 0,
        is_pinned                INTEGER NOT NULL DEFAULT 0,
        attached_info            TEXT NOT NULL DEFAULT '',
        is_private_chat          INTEGER NOT NULL DEFAULT 0,
        group_at_type            INTEGER NOT NULL DEFAULT 0,
        ex                       TEXT NOT NULL DEFAULT '',
        burn_duration            INTEGER NOT NULL DEFAULT 0,
        min_seq                  INTEGER NOT NULL DEFAULT 0,
        max_seq                  INTEGER NOT NULL DEFAULT 0,
        msg_destruct_time        INTEGER NOT NULL DEFAULT 604800,
        latest_msg_destruct_time INTEGER NOT NULL DEFAULT 0,
        is_msg_destruct          INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (owner_user_id, conversation_id)
      ) STRICT;

      -- One row per conversation: the next seq is max_seq + 1.
      CREATE TABLE conversation_seqs (
        conversation_id TEXT PRIMARY KEY,
        max_seq         INTEGER NOT NULL DEFAULT 0,
        min_seq         INTEGER NOT NULL DEFAULT 0,
        max_seq_time    INTEGER NOT NULL DEFAULT 0
      ) STRICT;

      -- msg is the protobuf MsgData as stored (seq and status filled in).
      CREATE TABLE messages (
        conversation_id TEXT NOT NULL,
        seq             INTEGER NOT NULL,
        client_msg_id   TEXT NOT NULL,
        send_id         TEXT NOT NULL,
        session_type    INTEGER NOT NULL,
        send_time       INTEGER NOT NULL,
        msg             BLOB NOT NULL,
        is_read         INTEGER NOT NULL DEFAULT 0,
        revoke_content  TEXT,
        PRIMARY KEY (conversation_id, seq)
      ) STRICT;
      CREATE INDEX messages_by_client_id ON messages (conversation_id, client_msg_id);

      -- Per user and conversation: what they may see and what they have read.
      CREATE TABLE user_seqs (
        user_id         TEXT NOT NULL,
        conversation_id TEXT NOT NULL,
        min_seq         INTEGER NOT NULL DEFAULT 0,
        max_seq         INTEGER NOT NULL DEFAULT 0,
        has_read_seq    INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (user_id, conversation_id)
      ) STRICT;

      -- Messages a user deleted for themselves only.
      CREATE TABLE user_deleted_messages (
        user_id         TEXT NOT NULL,
        conversation_id TEXT NOT NULL,
        seq             INTEGER NOT NULL,
        PRIMARY KEY (user_id, conversation_id, seq)
      ) STRICT;

      -- Version logs for incremental sync (openim-http-api.md §4.3).
      CREATE TABLE version_logs (
        kind    TEXT NOT NULL,
        d_id    TEXT NOT NULL,
        log_id  TEXT NOT NULL,
        version INTEGER NOT NULL,
        PRIMARY KEY (kind, d_id)
      ) STRICT;
      CREATE TABLE version_log_entries (
        kind    TEXT NOT NULL,
        d_id    TEXT NOT NULL,
        e_id    TEXT NOT NULL,
        state   INTEGER NOT NULL,
        version INTEGER NOT NULL,
        PRIMARY KEY (kind, d_id, e_id)
      ) STRICT;

      CREATE TABLE user_commands (
        user_id     TEXT NOT NULL,
        type        INTEGER NOT NULL,
        uuid        TEXT NOT NULL,
        value       TEXT NOT NULL DEFAULT '',
        ex          TEXT NOT NULL DEFAULT '',
        create_time INTEGER NOT NULL,
        PRIMARY KEY (user_id, type, uuid)
      ) STRICT;
    `,
};
