/**
 * Schema migrations, applied in order and recorded in `schema_migrations`.
 * Append new entries; never edit one that has shipped.
 */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    id: 1,
    name: 'server_meta',
    sql: `
      CREATE TABLE server_meta (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;
    `,
  },
  {
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
  },
  {
    id: 3,
    name: 'friends_blacks_groups',
    sql: `
      -- One row per direction: deleting a friend removes only the owner's row (openim-http-api.md §9).
      CREATE TABLE friends (
        owner_user_id    TEXT NOT NULL,
        friend_user_id   TEXT NOT NULL,
        remark           TEXT NOT NULL DEFAULT '',
        create_time      INTEGER NOT NULL,
        add_source       INTEGER NOT NULL DEFAULT 0,
        operator_user_id TEXT NOT NULL DEFAULT '',
        ex               TEXT NOT NULL DEFAULT '',
        is_pinned        INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (owner_user_id, friend_user_id)
      ) STRICT;

      CREATE TABLE blacks (
        owner_user_id    TEXT NOT NULL,
        block_user_id    TEXT NOT NULL,
        create_time      INTEGER NOT NULL,
        add_source       INTEGER NOT NULL DEFAULT 0,
        operator_user_id TEXT NOT NULL DEFAULT '',
        ex               TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (owner_user_id, block_user_id)
      ) STRICT;

      CREATE TABLE groups (
        group_id                 TEXT PRIMARY KEY,
        group_name               TEXT NOT NULL DEFAULT '',
        notification             TEXT NOT NULL DEFAULT '',
        introduction             TEXT NOT NULL DEFAULT '',
        face_url                 TEXT NOT NULL DEFAULT '',
        owner_user_id            TEXT NOT NULL,
        creator_user_id          TEXT NOT NULL,
        create_time              INTEGER NOT NULL,
        ex                       TEXT NOT NULL DEFAULT '',
        status                   INTEGER NOT NULL DEFAULT 0,
        need_verification        INTEGER NOT NULL DEFAULT 0,
        look_member_info         INTEGER NOT NULL DEFAULT 0,
        apply_member_friend      INTEGER NOT NULL DEFAULT 0,
        notification_update_time INTEGER NOT NULL DEFAULT 0,
        notification_user_id     TEXT NOT NULL DEFAULT ''
      ) STRICT;

      CREATE TABLE group_members (
        group_id         TEXT NOT NULL,
        user_id          TEXT NOT NULL,
        role_level       INTEGER NOT NULL DEFAULT 20,
        join_time        INTEGER NOT NULL,
        nickname         TEXT NOT NULL DEFAULT '',
        face_url         TEXT NOT NULL DEFAULT '',
        join_source      INTEGER NOT NULL DEFAULT 0,
        operator_user_id TEXT NOT NULL DEFAULT '',
        inviter_user_id  TEXT NOT NULL DEFAULT '',
        ex               TEXT NOT NULL DEFAULT '',
        mute_end_time    INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (group_id, user_id)
      ) STRICT;
      CREATE INDEX group_members_by_user ON group_members (user_id);
    `,
  },
  {
    id: 4,
    name: 'friend_and_group_requests',
    sql: `
      -- handle_result: 0 pending, 1 agreed, -1 refused.
      CREATE TABLE friend_requests (
        from_user_id    TEXT NOT NULL,
        to_user_id      TEXT NOT NULL,
        handle_result   INTEGER NOT NULL DEFAULT 0,
        req_msg         TEXT NOT NULL DEFAULT '',
        create_time     INTEGER NOT NULL,
        handler_user_id TEXT NOT NULL DEFAULT '',
        handle_msg      TEXT NOT NULL DEFAULT '',
        handle_time     INTEGER NOT NULL DEFAULT 0,
        ex              TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (from_user_id, to_user_id)
      ) STRICT;
      CREATE INDEX friend_requests_by_recipient ON friend_requests (to_user_id, create_time);

      CREATE TABLE group_requests (
        group_id        TEXT NOT NULL,
        user_id         TEXT NOT NULL,
        handle_result   INTEGER NOT NULL DEFAULT 0,
        req_msg         TEXT NOT NULL DEFAULT '',
        handle_msg      TEXT NOT NULL DEFAULT '',
        req_time        INTEGER NOT NULL,
        handle_user_id  TEXT NOT NULL DEFAULT '',
        handle_time     INTEGER NOT NULL DEFAULT 0,
        join_source     INTEGER NOT NULL DEFAULT 0,
        inviter_user_id TEXT NOT NULL DEFAULT '',
        ex              TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (group_id, user_id)
      ) STRICT;
    `,
  },
  {
    id: 5,
    name: 'chat_accounts',
    sql: `
      -- The chat service's account record (chat-service.md §1.3 UserFullInfo). allow_* are 1 allow, 2 not allow.
      CREATE TABLE chat_accounts (
        user_id             TEXT PRIMARY KEY,
        account             TEXT UNIQUE,
        area_code           TEXT NOT NULL DEFAULT '',
        phone_number        TEXT NOT NULL DEFAULT '',
        email               TEXT,
        password_hash       TEXT NOT NULL DEFAULT '',
        nickname            TEXT NOT NULL DEFAULT '',
        face_url            TEXT NOT NULL DEFAULT '',
        gender              INTEGER NOT NULL DEFAULT 2,
        level               INTEGER NOT NULL DEFAULT 1,
        birth               INTEGER NOT NULL DEFAULT 0,
        allow_add_friend    INTEGER NOT NULL DEFAULT 1,
        allow_beep          INTEGER NOT NULL DEFAULT 1,
        allow_vibration     INTEGER NOT NULL DEFAULT 1,
        global_recv_msg_opt INTEGER NOT NULL DEFAULT 0,
        register_type       INTEGER NOT NULL DEFAULT 0,
        create_time         INTEGER NOT NULL
      ) STRICT;
      CREATE UNIQUE INDEX chat_accounts_by_phone ON chat_accounts (area_code, phone_number) WHERE phone_number != '';
      CREATE UNIQUE INDEX chat_accounts_by_email ON chat_accounts (email) WHERE email IS NOT NULL;
    `,
  },
  {
    id: 6,
    name: 'chat_tokens_codes_invitations',
    sql: `
      -- user_type 1 user, 2 admin. Only hashes are kept, so tokens can be listed and revoked but not read.
      CREATE TABLE chat_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id    TEXT NOT NULL,
        user_type  INTEGER NOT NULL DEFAULT 1,
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX chat_tokens_by_user ON chat_tokens (user_id);

      -- account is "<areaCode> <phone>" or the e-mail address.
      CREATE TABLE verification_codes (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        account     TEXT NOT NULL,
        code        TEXT NOT NULL,
        created_at  INTEGER NOT NULL,
        wrong_tries INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE INDEX verification_codes_by_account ON verification_codes (account, created_at);

      CREATE TABLE invitation_codes (
        code       TEXT PRIMARY KEY,
        used_by    TEXT,
        created_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE client_config (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;

      CREATE TABLE applets (
        id          TEXT PRIMARY KEY,
        name        TEXT NOT NULL,
        app_id      TEXT NOT NULL,
        icon        TEXT NOT NULL DEFAULT '',
        url         TEXT NOT NULL,
        md5         TEXT NOT NULL DEFAULT '',
        size        INTEGER NOT NULL DEFAULT 0,
        version     TEXT NOT NULL DEFAULT '',
        priority    INTEGER NOT NULL DEFAULT 0,
        status      INTEGER NOT NULL DEFAULT 1,
        create_time INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE application_versions (
        id          TEXT PRIMARY KEY,
        platform    TEXT NOT NULL,
        version     TEXT NOT NULL,
        url         TEXT NOT NULL DEFAULT '',
        text        TEXT NOT NULL DEFAULT '',
        force       INTEGER NOT NULL DEFAULT 0,
        latest      INTEGER NOT NULL DEFAULT 0,
        hot         INTEGER NOT NULL DEFAULT 0,
        create_time INTEGER NOT NULL
      ) STRICT;
    `,
  },
  {
    id: 7,
    name: 'object_storage',
    sql: `
      -- An upload in progress; its parts live in <dataDir>/uploads/<upload_id>/<n>.
      CREATE TABLE uploads (
        upload_id    TEXT PRIMARY KEY,
        user_id      TEXT NOT NULL,
        hash         TEXT NOT NULL,
        size         INTEGER NOT NULL,
        part_size    INTEGER NOT NULL,
        part_count   INTEGER NOT NULL,
        name         TEXT NOT NULL,
        content_type TEXT NOT NULL,
        cause        TEXT NOT NULL,
        expire_time  INTEGER NOT NULL
      ) STRICT;

      -- A stored object; the file is <dataDir>/objects/<file_id>, never a path built from its name.
      CREATE TABLE objects (
        name         TEXT PRIMARY KEY,
        file_id      TEXT NOT NULL,
        hash         TEXT NOT NULL,
        size         INTEGER NOT NULL,
        content_type TEXT NOT NULL,
        user_id      TEXT NOT NULL,
        create_time  INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX objects_by_hash ON objects (hash);
    `,
  },
  {
    id: 8,
    name: 'organization_and_moments',
    sql: `
      CREATE TABLE organization (
        id           INTEGER PRIMARY KEY CHECK (id = 1),
        name         TEXT NOT NULL,
        logo_url     TEXT NOT NULL DEFAULT '',
        homepage     TEXT NOT NULL DEFAULT '',
        introduction TEXT NOT NULL DEFAULT '',
        create_time  INTEGER NOT NULL
      ) STRICT;

      -- parent_department_id '' is the top level.
      CREATE TABLE departments (
        department_id        TEXT PRIMARY KEY,
        parent_department_id TEXT NOT NULL DEFAULT '',
        name                 TEXT NOT NULL,
        face_url             TEXT NOT NULL DEFAULT '',
        "order"              INTEGER NOT NULL DEFAULT 0,
        create_time          INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE department_members (
        user_id          TEXT NOT NULL,
        department_id    TEXT NOT NULL REFERENCES departments (department_id) ON DELETE CASCADE,
        position         TEXT NOT NULL DEFAULT '',
        station          TEXT NOT NULL DEFAULT '',
        "order"          INTEGER NOT NULL DEFAULT 0,
        entry_time       INTEGER NOT NULL DEFAULT 0,
        termination_time INTEGER NOT NULL DEFAULT 0,
        create_time      INTEGER NOT NULL,
        PRIMARY KEY (user_id, department_id)
      ) STRICT;

      -- content is the JSON {metas, text, type}; permission 0 public, 1 private, 2 only listed, 3 all but listed.
      CREATE TABLE work_moments (
        work_moment_id TEXT PRIMARY KEY,
        user_id        TEXT NOT NULL,
        content        TEXT NOT NULL,
        permission     INTEGER NOT NULL DEFAULT 0,
        create_time    INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX work_moments_by_user ON work_moments (user_id, create_time);

      -- kind 'at' or 'permission': the at-mentioned users, and the listed users of permissions 2 and 3.
      CREATE TABLE work_moment_users (
        work_moment_id TEXT NOT NULL REFERENCES work_moments (work_moment_id) ON DELETE CASCADE,
        user_id        TEXT NOT NULL,
        kind           TEXT NOT NULL,
        PRIMARY KEY (work_moment_id, user_id, kind)
      ) STRICT;

      CREATE TABLE work_moment_likes (
        work_moment_id TEXT NOT NULL REFERENCES work_moments (work_moment_id) ON DELETE CASCADE,
        user_id        TEXT NOT NULL,
        create_time    INTEGER NOT NULL,
        PRIMARY KEY (work_moment_id, user_id)
      ) STRICT;

      CREATE TABLE work_moment_comments (
        comment_id     TEXT PRIMARY KEY,
        work_moment_id TEXT NOT NULL REFERENCES work_moments (work_moment_id) ON DELETE CASCADE,
        user_id        TEXT NOT NULL,
        reply_user_id  TEXT NOT NULL DEFAULT '',
        content        TEXT NOT NULL,
        create_time    INTEGER NOT NULL
      ) STRICT;

      -- The interactive log: type 1 like, 2 at, 3 comment; read_state 0 unread.
      CREATE TABLE work_moment_logs (
        id             INTEGER PRIMARY KEY AUTOINCREMENT,
        recv_user_id   TEXT NOT NULL,
        work_moment_id TEXT NOT NULL,
        type           INTEGER NOT NULL,
        op_user_id     TEXT NOT NULL,
        create_time    INTEGER NOT NULL,
        counted        INTEGER NOT NULL DEFAULT 0,
        listed         INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE INDEX work_moment_logs_by_user ON work_moment_logs (recv_user_id, create_time);
    `,
  },
  {
    id: 9,
    name: 'push_subscriptions',
    sql: `
      -- A browser's Web Push subscription, owned by the user signed in there. An endpoint is one browser profile,
      -- so it belongs to one user at a time.
      CREATE TABLE push_subscriptions (
        endpoint         TEXT PRIMARY KEY,
        user_id          TEXT NOT NULL,
        platform_id      INTEGER NOT NULL,
        p256dh           TEXT NOT NULL,
        auth             TEXT NOT NULL,
        private_previews INTEGER NOT NULL DEFAULT 0,
        locale           TEXT NOT NULL DEFAULT 'en',
        create_time      INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX push_subscriptions_by_user ON push_subscriptions (user_id, create_time);
    `,
  },
];
