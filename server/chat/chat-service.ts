import { listsAdmin, parseAdminAccountEntries } from './admin/admin-account-entries.ts';
import { servicePrefix } from '../http/service-prefix.ts';
import { ApiError } from '../protocol/api-envelope.ts';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { AccountStore } from './accounts.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { ChatTokenStore } from './chat-tokens.ts';
import { createChatRouter } from './chat-router.ts';
import { createCodeSender } from './code-senders.ts';
import type { ImPort } from './im-port.ts';
import type { BeforeAddFriend } from '../protocol/openim-webhooks.ts';
import type { HttpIm } from './http-im.ts';
import { registerWebhookRoute } from './webhook-routes.ts';
import { withTestCrash } from './webhook-test-crash.ts';
import { answerBeforeAddFriend } from './friend-gate.ts';
import { registerChatPush, type ChatPush } from './push/chat-push.ts';
import { PushSubscriptions } from './push/push-subscriptions.ts';
import { registerChatUserRoutes } from './user-routes.ts';
import { registerCredentialChangeRoutes } from './credential-change-routes.ts';
import { registerCallServices } from './call-services.ts';
import { registerOrganizationRoutes } from './organization-routes.ts';
import { contactVisibility } from './visibility.ts';
import { MomentStore } from './moments/moment-store.ts';
import { MomentLogs } from './moments/moment-logs.ts';
import { registerMomentRoutes } from './moments/moment-routes.ts';
import { DepartmentStore } from './organization/department-store.ts';
import { registerOrganizationAdminRoutes } from './organization/organization-admin-routes.ts';
import { registerAppletAdminRoutes } from './applet-admin-routes.ts';
import { registerOrgImportRoute } from './organization/org-import-route.ts';
import { VerificationCodes } from './verification-codes.ts';
import { createSignInLimits } from './sign-in-limits.ts';
import { registerCapabilityRoutes } from './capability-routes.ts';
import { RegistrationPolicy } from './admin/registration-policy.ts';
import { BlockStore } from './admin/blocks.ts';
import { registerAdminUserRoutes } from './admin/admin-user-routes.ts';
import { registerRegistrationAdminRoutes } from './admin/registration-admin-routes.ts';
import { registerServerStatusProxy } from './admin/server-status-proxy.ts';
import { openChatDatabase } from './storage/chat-database.ts';
import { ReactionStore } from './message-extras/reaction-store.ts';
import { registerReactionRoutes } from './message-extras/reaction-routes.ts';
import { MessageFacts } from './message-extras/message-facts.ts';
import { EditStore } from './message-extras/edit-store.ts';
import { registerEditRoutes } from './message-extras/edit-routes.ts';
import { PinStore } from './message-extras/pin-store.ts';
import { registerPinRoutes } from './message-extras/pin-routes.ts';
import { sharedLimiterStore } from './storage/shared-limits.ts';
import { oidcSettings } from './oidc/oidc-settings.ts';
import { RelyingParty } from './oidc/relying-party.ts';
import { OidcFlows } from './oidc/oidc-flows.ts';
import { OidcLinks } from './oidc/oidc-links.ts';
import { registerOidcRoutes } from './oidc/oidc-routes.ts';
import { registerLinkPreviewRoutes } from './link-preview/link-preview-routes.ts';
import { LinkPreviewer } from './link-preview/link-previewer.ts';
import { PreviewCache } from './link-preview/preview-cache.ts';
import { parseAllowList } from './link-preview/preview-addresses.ts';
import { shareInvalidations } from './storage/shared-invalidations.ts';

/** Web Push's subscriptions and sender, which the chat service runs (push/chat-push.ts). */
export type { ChatPush };

/** The part of the server's context this module uses. */
interface ChatServiceContext {
  config: ServerConfig;
  db: Db;
  logger: Logger;
}

const DAY_MS = 86_400_000;

/**
 * The chat business service (chat-service.md): accounts, codes and user lookups, over its own tokens. It reaches
 * IM only through `im` (im-port.ts): in-process inside `npm start`, or OpenIM's REST API and webhooks.
 */
export const chatService = ({ config, db: sqlite, logger }: ChatServiceContext, im: ImPort | HttpIm, push?: ChatPush) =>
  servicePrefix(async (app) => {
    const log = logger.child({ module: 'chat' });
    // Read before anything opens: a half-made single sign-on configuration stops the start.
    const sso = oidcSettings(config);
    // The chat tables: this server's SQLite database, or PostgreSQL shared by every copy (PARLEY_CHAT_DATABASE_URL).
    const storage = await openChatDatabase(config.chatDatabaseURL, sqlite);
    app.addHook('onClose', () => storage.close());
    const db = storage.db;
    const adminAccounts = parseAdminAccountEntries(config.adminAccounts);
    const accounts = new AccountStore(db);
    const accountExists = async (userID: string) => (await accounts.get(userID)) !== undefined;
    // An admin account's token is admin only while the account is still listed and the admin secret unchanged.
    const chatTokens = new ChatTokenStore(db, config.tokenTtlDays * DAY_MS, Date.now, {
      secret: config.adminSecret,
      isAdminAccount: async (userID) => {
        // The IM admin's own user ID is the administrator by the secret (the demo seed signs in under it).
        if (userID === config.adminUserID) return true;
        // An entry that is this user ID names this account whatever else the account is called.
        if (adminAccounts.some((entry) => entry.kind === 'idOrName' && entry.value === userID)) return true;
        const user = await accounts.get(userID);
        return user !== undefined && listsAdmin(adminAccounts, user, accountExists);
      },
    });
    const codes = new VerificationCodes(db, createCodeSender(config, log), config.superCode);
    // Kept even without the sender: an ended session still takes its subscriptions with it.
    const pushSubscriptions = new PushSubscriptions(db);
    // Over HTTP, IM tells the chat service of changes through OpenIM's webhooks, and asks it before storing a friend
    // application (beforeAddFriend); in one process IM asks the same question through the port.
    const answerFriendApplication = (body: BeforeAddFriend) => answerBeforeAddFriend(db, body);
    im.answerFriendApplications(answerFriendApplication);
    if ('keepRelations' in im && config.chatImCacheMs > 0 && config.chatRelationsTrustMs > 0)
      im.keepRelations(db, config.chatRelationsTrustMs);
    if ('shareInvalidations' in im) {
      const shared = shareInvalidations(storage, config.chatDatabaseURL, im.dropCached, (err) =>
        log.warn({ err }, 'the cache invalidations of the other copies could not be heard'),
      );
      im.shareInvalidations(shared);
      app.addHook('onClose', () => shared.close());
    }
    if ('received' in im && config.chatWebhookSecret)
      registerWebhookRoute(
        app,
        config.chatWebhookSecret,
        withTestCrash(config.testWebhookCrash, (body) => im.received(body)),
        answerFriendApplication,
      );
    const imAdminOf = async (token: string) => {
      try {
        const owner = await im.tokenOwner(token);
        return owner.userID === config.adminUserID ? owner.userID : undefined;
      } catch (error) {
        if (error instanceof ApiError) return undefined;
        throw error;
      }
    };
    const router = createChatRouter(app, chatTokens, imAdminOf, (token) => im.tokenOwner(token));
    const registration = new RegistrationPolicy(db, config.requireInvitationCode ? 'invitation' : 'open');
    const blocks = new BlockStore(db);
    // Every limit counts in the chat database, so a limit tripped through one copy holds on all of them.
    const limiterStore = sharedLimiterStore(storage);
    const limits = createSignInLimits(config, limiterStore);
    registerAccountRoutes(router, {
      db,
      accounts,
      codes,
      chatTokens,
      im,
      registration,
      blocks,
      pushSubscriptions,
      limits,
      logger: log,
      adminAccounts,
      adminTokenTtlMs: config.adminTokenTtlDays * DAY_MS,
      passwordSignIn: config.passwordSignIn === 'on',
    });
    const links = sso && new OidcLinks(db, sso.issuer);
    if (sso && links) {
      registerOidcRoutes(app, router, {
        db,
        settings: sso,
        party: new RelyingParty(sso),
        flows: new OidcFlows(db),
        links,
        accounts,
        blocks,
        chatTokens,
        im,
        pushSubscriptions,
        logger: log,
        limits: limiterStore('oidc-flows'),
      });
    }
    registerCredentialChangeRoutes(router, { accounts, codes });
    registerChatUserRoutes(router, { db, accounts, im, registration });
    registerAdminUserRoutes(router, {
      db,
      accounts,
      blocks,
      codes,
      chatTokens,
      im,
      pushSubscriptions,
      logger: log,
      adminUserID: config.adminUserID,
      limits: limiterStore('admin-account-creation'),
    });
    registerRegistrationAdminRoutes(router, { db, accounts, registration });
    registerServerStatusProxy(router, im);
    registerCallServices(app, router, { config, storage, im, log, limiterStore });
    registerOrganizationRoutes(router, {
      db,
      accounts,
      visibleTo: async (viewer) => contactVisibility(new Set(await im.friendIDs(viewer.userID)))(viewer),
    });
    registerOrganizationAdminRoutes(router, {
      departments: new DepartmentStore(db),
      // The directory lists chat accounts, so a member must have one.
      userExists: async (userID) => (await accounts.get(userID)) !== undefined,
    });
    registerOrgImportRoute(router, db);
    registerAppletAdminRoutes(router, db);
    const linkPreview = config.linkPreview === 'on';
    registerCapabilityRoutes(router, {
      termsUrl: config.termsURL,
      linkPreview,
      signIn: { singleSignOn: sso?.displayName ?? '', password: config.passwordSignIn === 'on' },
    });
    if (linkPreview)
      registerLinkPreviewRoutes(router, {
        previewer: new LinkPreviewer({ rules: parseAllowList(config.linkPreviewAllow) }),
        cache: new PreviewCache(db),
        limits: limiterStore('link-preview'),
      });
    if (push)
      registerChatPush(router, im, push, {
        subscriptions: pushSubscriptions,
        adminUserID: config.adminUserID,
        logger: log,
      });
    const moments = new MomentStore(db, storage.dialect, im);
    registerMomentRoutes(router, {
      moments,
      logs: new MomentLogs(db, moments),
      im,
      logger: log,
      limits: limiterStore('moment-writes'),
    });
    registerReactionRoutes(router, {
      reactions: new ReactionStore(db, storage.dialect),
      im,
      logger: log,
      limits: limiterStore('reaction-writes'),
    });
    // Edits are checked against what IM itself said of the message (sender, time, recall), never the editing client.
    const facts = new MessageFacts(db);
    im.onAfterSend((msg) => facts.heard(msg));
    im.onRevoked((conversationID, clientMsgID) => facts.revoked(conversationID, clientMsgID));
    registerEditRoutes(router, {
      edits: new EditStore(db, storage.dialect, facts),
      im,
      logger: log,
      limits: limiterStore('edit-writes'),
    });
    registerPinRoutes(router, {
      pins: new PinStore(db, storage.dialect),
      im,
      logger: log,
      limits: limiterStore('pin-writes'),
    });
  });
