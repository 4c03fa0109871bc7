import type { Logger } from 'pino';
import type { ServerConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { TokenStore } from '../auth/tokens.ts';
import { UserStore } from '../users/users.ts';
import { VersionLogs } from '../sync/version-log.ts';
import { ConversationStore } from '../conversations/conversation-store.ts';
import { ConnectionHub } from '../presence/connection-hub.ts';
import { MessageStore } from '../messaging/message-store.ts';
import { MessageService } from '../messaging/message-service.ts';
import { PullService } from '../messaging/pull-service.ts';
import { ConversationAccess } from '../messaging/conversation-access.ts';
import { SendPolicy } from '../messaging/send-checks.ts';
import { senderProfiles } from '../messaging/sender-profile.ts';
import { RelationStore } from '../relation/relation-store.ts';
import { GroupStore } from '../groups/group-store.ts';
import { FriendRequestStore } from '../relation/friend-requests.ts';
import { GroupRequestStore } from '../groups/group-requests.ts';
import { onlineOnlySignals } from '../calls/online-only-signals.ts';
import { endpointRules } from '../push/push-endpoints.ts';
import { lazyVapidKeys } from '../push/vapid-keys.ts';
import { PresenceVisibility } from '../relation/presence-visibility.ts';
import { watchMentions } from '../messaging/mention-marks.ts';
import { GroupEvents } from '../groups/group-events.ts';
import { RelationEvents } from '../relation/relation-events.ts';
import { FriendApplicationChecks } from '../relation/friend-application-checks.ts';

const DAY_MS = 86_400_000;

/** What the composition root hands each module; a module names the parts it uses with Pick<ServerContext, ...>. */
export interface ServerContext {
  config: ServerConfig;
  db: Db;
  logger: Logger;
}

/** Everything the HTTP routes and the gateway share, built once per process. */
export function createServices(config: ServerConfig, db: Db, logger: Logger) {
  const tokens = new TokenStore(db, config.tokenTtlDays * DAY_MS, Date.now, {
    secret: config.adminSecret,
    ttlMs: config.adminTokenTtlDays * DAY_MS,
  });
  const users = new UserStore(db);
  const versions = new VersionLogs(db);
  const conversations = new ConversationStore(db, versions);
  const relations = new RelationStore(db, users);
  const groups = new GroupStore(db, users);
  const friendRequests = new FriendRequestStore(db, users);
  const groupRequests = new GroupRequestStore(db, users, groups);
  const policy = new SendPolicy((userID) => users.exists(userID), relations, groups);
  const presence = new PresenceVisibility(db, relations);
  const hub = new ConnectionHub();
  const messageStore = new MessageStore(db);
  const messages = new MessageService(
    messageStore,
    conversations,
    hub,
    policy,
    senderProfiles(users, groups),
    logger.child({ module: 'messaging' }),
  );
  const access = new ConversationAccess(messageStore, groups, (userID) => users.exists(userID));
  const pulls = new PullService(messageStore, conversations, access);
  // Live calls and meetings are the chat service's (server/chat/rooms/), learnt from the messages it hears.
  messages.observe(onlineOnlySignals);
  watchMentions(messages, conversations);
  const pushRules = endpointRules(config.pushHosts, config.pushTestOrigin);
  // The keys and endpoint rules the embedded chat service pushes with; its subscriptions are in the chat database.
  const vapidKeys = lazyVapidKeys(config.dataDir, config);
  return {
    groupEvents: new GroupEvents(),
    relationEvents: new RelationEvents(),
    /** Filled by the composition root: the business service's say on friend applications (beforeAddFriend). */
    friendApplicationChecks: new FriendApplicationChecks(),
    pushRules,
    vapidKeys,
    db,
    tokens,
    users,
    versions,
    conversations,
    relations,
    presence,
    friendRequests,
    groups,
    groupRequests,
    hub,
    messageStore,
    messages,
    access,
    pulls,
  };
}

export type Services = ReturnType<typeof createServices>;
