import { servicePrefix } from '../http/service-prefix.ts';
import { ADMIN_PLATFORM_ID } from '../auth/tokens.ts';
import type { ServerContext, Services } from '../services/services.ts';
import { AccountStore } from './accounts.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { ChatTokenStore } from './chat-tokens.ts';
import { createChatRouter } from './chat-router.ts';
import { createCodeSender } from './code-senders.ts';
import { ImAdminClient } from './im-admin-client.ts';
import { registerChatUserRoutes } from './user-routes.ts';
import { registerCredentialChangeRoutes } from './credential-change-routes.ts';
import { registerRtcRoutes } from './rtc-routes.ts';
import { liveKitOccupancy } from './media-occupancy.ts';
import { MediaEjections, liveKitRoomService } from './media-ejection.ts';
import { RoomDirectory } from '../calls/room-directory.ts';
import { registerOrganizationRoutes } from './organization-routes.ts';
import { blockedEitherWay, contactVisibility } from './visibility.ts';
import { MomentStore } from './moments/moment-store.ts';
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

/** The part of the server's context this module uses. */
type ChatServiceContext = Pick<ServerContext, 'config' | 'db' | 'logger'>;

const DAY_MS = 86_400_000;

/** The chat business service (chat-service.md): accounts, codes and user lookups, over its own tokens. */
export const chatService = ({ config, db, logger }: ChatServiceContext, services: Services, ownApiURL: () => string) =>
  servicePrefix((app) => {
    const log = logger.child({ module: 'chat' });
    const chatTokens = new ChatTokenStore(db, config.tokenTtlDays * DAY_MS);
    const accounts = new AccountStore(db);
    const codes = new VerificationCodes(db, createCodeSender(config, log), config.superCode);
    // Embedded, the admin token is minted in-process: asked for over loopback, it would share 127.0.0.1's lockout
    // for wrong admin secrets with everyone else there (a reverse proxy's users, any local process), and ten wrong
    // guesses would stop every sign-in. Every call still goes through IM's public API.
    const mintAdminToken = config.imApiURL
      ? undefined
      : () => services.tokens.issue(config.adminUserID, ADMIN_PLATFORM_ID).token;
    const im = new ImAdminClient(
      () => config.imApiURL || ownApiURL(),
      config.adminUserID,
      config.adminSecret,
      mintAdminToken,
    );
    const imAdminOf = (token: string) => {
      try {
        const owner = services.tokens.verify(token);
        return owner.userID === config.adminUserID ? owner.userID : undefined;
      } catch {
        return undefined;
      }
    };
    const router = createChatRouter(app, chatTokens, imAdminOf);
    const registration = new RegistrationPolicy(db, config.requireInvitationCode ? 'invitation' : 'open');
    const blocks = new BlockStore(db);
    const limits = createSignInLimits(config);
    registerAccountRoutes(router, {
      db,
      accounts,
      codes,
      chatTokens,
      im,
      registration,
      blocks,
      limits,
      logger: log,
      adminAccounts: new Set(
        config.adminAccounts
          .split(',')
          .map((userID) => userID.trim())
          .filter(Boolean),
      ),
      adminTokenTtlMs: config.adminTokenTtlDays * DAY_MS,
    });
    registerCredentialChangeRoutes(router, { accounts, codes });
    registerChatUserRoutes(router, { db, accounts, relations: services.relations, im, registration });
    registerAdminUserRoutes(router, {
      db,
      accounts,
      blocks,
      codes,
      chatTokens,
      im,
      logger: log,
      adminUserID: config.adminUserID,
    });
    registerRegistrationAdminRoutes(router, { db, accounts, registration });
    registerServerStatusProxy(router, im);
    // Whoever leaves a group (quit, kicked, dismissed) is put out of its live calls and meetings on the media server,
    // and kept out.
    const mediaRooms = liveKitRoomService(config);
    const ejections =
      mediaRooms &&
      new MediaEjections(mediaRooms, (err) => log.warn({ err }, 'the media server could not remove a participant'));
    if (ejections) {
      const eject = (mediaRoom: string, userIDs: readonly string[]) => void ejections.eject(mediaRoom, userIDs);
      services.callRooms.onLeftCall(eject);
      services.meetingRooms.onLeftCall(eject);
      app.addHook('onClose', async () => ejections.stop());
    }
    registerRtcRoutes(router, {
      config,
      rooms: new RoomDirectory(
        services.callRooms,
        services.meetingRooms,
        liveKitOccupancy(config, (err) => log.warn({ err }, 'the media server could not be asked who is in a room')),
      ),
      profile: (userID) => services.users.get(userID),
      granted: (mediaRoom, userID) => ejections?.admitted(mediaRoom, userID),
    });
    registerOrganizationRoutes(router, { db, accounts, visibleTo: contactVisibility(services.relations) });
    registerOrganizationAdminRoutes(router, {
      departments: new DepartmentStore(db),
      // The directory lists chat accounts, so a member must have one.
      userExists: (userID) => accounts.get(userID) !== undefined,
    });
    registerOrgImportRoute(router, db);
    registerAppletAdminRoutes(router, db);
    registerCapabilityRoutes(router);
    registerMomentRoutes(router, {
      moments: new MomentStore(db, services.users, blockedEitherWay(services.relations)),
      relations: services.relations,
      groups: services.groups,
      im,
      logger: log,
    });
  });
