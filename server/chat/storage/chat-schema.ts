import type { Generated, Kysely } from 'kysely';

/**
 * The chat service's tables, as its stores read and write them through Kysely (chat-database.ts), the same on
 * SQLite and PostgreSQL. Times are epoch milliseconds; flags are 0 or 1.
 */
export interface ChatTables {
  chat_accounts: {
    user_id: string;
    account: string | null;
    area_code: Generated<string>;
    phone_number: Generated<string>;
    email: string | null;
    password_hash: Generated<string>;
    nickname: Generated<string>;
    face_url: Generated<string>;
    gender: Generated<number>;
    level: Generated<number>;
    birth: Generated<number>;
    allow_add_friend: Generated<number>;
    allow_beep: Generated<number>;
    allow_vibration: Generated<number>;
    global_recv_msg_opt: Generated<number>;
    register_type: Generated<number>;
    create_time: number;
  };
  chat_tokens: {
    token_hash: string;
    user_id: string;
    user_type: Generated<number>;
    expires_at: number;
    created_at: number;
    ended_reason: string | null;
  };
  verification_codes: {
    id: Generated<number>;
    account: string;
    created_at: number;
    wrong_tries: Generated<number>;
    salt: Generated<string>;
    code_hash: Generated<string>;
  };
  invitation_codes: { code: string; used_by: string | null; created_at: number };
  client_config: { key: string; value: string };
  applets: {
    id: string;
    name: string;
    app_id: string;
    icon: Generated<string>;
    url: string;
    md5: Generated<string>;
    size: Generated<number>;
    version: Generated<string>;
    priority: Generated<number>;
    status: Generated<number>;
    create_time: number;
  };
  application_versions: {
    id: string;
    platform: string;
    version: string;
    url: Generated<string>;
    text: Generated<string>;
    force: Generated<number>;
    latest: Generated<number>;
    hot: Generated<number>;
    create_time: number;
  };
  organization: {
    id: number;
    name: string;
    logo_url: Generated<string>;
    homepage: Generated<string>;
    introduction: Generated<string>;
    create_time: number;
  };
  departments: {
    department_id: string;
    parent_department_id: Generated<string>;
    name: string;
    face_url: Generated<string>;
    order: Generated<number>;
    create_time: number;
  };
  department_members: {
    user_id: string;
    department_id: string;
    position: Generated<string>;
    station: Generated<string>;
    order: Generated<number>;
    entry_time: Generated<number>;
    termination_time: Generated<number>;
    create_time: number;
  };
  work_moments: {
    work_moment_id: string;
    user_id: string;
    content: string;
    permission: Generated<number>;
    create_time: number;
  };
  work_moment_users: { work_moment_id: string; user_id: string; kind: string };
  work_moment_likes: { work_moment_id: string; user_id: string; create_time: number };
  work_moment_comments: {
    comment_id: string;
    work_moment_id: string;
    user_id: string;
    reply_user_id: Generated<string>;
    content: string;
    create_time: number;
  };
  work_moment_logs: {
    id: Generated<number>;
    recv_user_id: string;
    work_moment_id: string;
    type: number;
    op_user_id: string;
    create_time: number;
    counted: Generated<number>;
    listed: Generated<number>;
  };
  push_subscriptions: {
    endpoint: string;
    user_id: string;
    platform_id: number;
    p256dh: string;
    auth: string;
    private_previews: Generated<number>;
    locale: Generated<string>;
    create_time: number;
  };
  meetings: { meeting_id: string; host_user_id: string; start_ms: number; end_ms: number };
  meeting_invitees: { meeting_id: string; user_id: Generated<string>; group_id: Generated<string> };
  chat_calls: {
    room_id: string;
    inviter_user_id: string;
    group_id: string;
    media_room: string;
    media_type: string;
    rings_until: number;
    answered_until: number;
    expires_at: number;
  };
  chat_call_invitees: { room_id: string; user_id: string };
  chat_media_keep_outs: { media_room: string; identity: string; until: number };
  chat_screen_share_watch: { media_room: string; until: number };
  /** `kind` 'friends' or 'blocks'; `member_ids` a JSON array of user IDs; `loaded_at` 0 once a webhook said stale. */
  chat_relation_lists: {
    owner_user_id: string;
    kind: string;
    member_ids: string;
    loaded_at: number;
    generation: number;
  };
  chat_blocks: { user_id: string; reason: Generated<string>; op_user_id: string; create_time: number };
  chat_settings: { key: string; value: string };
  /** `preview` is the card's JSON, or '' when the URL has none (kept shorter). */
  chat_link_previews: { url: string; preview: string; expires_at: number };
  message_reactions: {
    conversation_id: string;
    client_msg_id: string;
    emoji: string;
    user_id: string;
    create_time: number;
  };
  /** A text message IM told of (after-send webhook); `revoked` 1 once recalled. */
  message_facts: {
    conversation_id: string;
    client_msg_id: string;
    send_id: string;
    send_time: number;
    text: string;
    revoked: number;
  };
  /** Version 0 is the text as sent, each edit the next. */
  message_edits: {
    conversation_id: string;
    client_msg_id: string;
    version: number;
    /** The message's sender, the only one who edits it: the history outlives the fact. */
    send_id: string;
    text: string;
    edit_time: number;
  };
  message_pins: {
    conversation_id: string;
    client_msg_id: string;
    seq: number;
    send_time: number;
    pinned_by: string;
    pin_time: number;
  };
  /** `pinned`: 1 a pin, 0 an unpin. */
  message_pin_events: {
    id: Generated<number>;
    conversation_id: string;
    client_msg_id: string;
    user_id: string;
    pinned: number;
    create_time: number;
  };
  group_pin_settings: { group_id: string; members_may_pin: number; update_time: number };
  oidc_flows: { state: string; nonce: string; code_verifier: string; return_to: string; expires_at: number };
  oidc_links: { issuer: string; subject: string; account_key: string; user_id: string; create_time: number };
}

export type ChatDb = Kysely<ChatTables>;
