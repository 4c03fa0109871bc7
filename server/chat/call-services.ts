import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { ServerConfig } from '../config/config.ts';
import type { LimiterStore } from '../http/attempt-limits.ts';
import type { ChatRouter } from './chat-router.ts';
import type { ImPort } from './im-port.ts';
import type { HttpIm } from './http-im.ts';
import type { ChatDatabase } from './storage/chat-database.ts';
import { registerRtcRoutes } from './rtc-routes.ts';
import { inMediaRoom, liveKitPeople, registerGroupCallRoutes } from './group-call-routes.ts';
import { liveKitOccupancy } from './media-occupancy.ts';
import { MediaEjections, liveKitRoomService } from './media-ejection.ts';
import { RoomDirectory } from './room-directory.ts';
import { registerScreenShareRoutes } from './screen-share-routes.ts';
import { ScreenShares } from './screen-shares.ts';
import { ScreenShareWatch } from './screen-share-watch.ts';
import { ChatRooms, roomMessageOf } from './rooms/chat-rooms.ts';
import { keepOutStore } from './rooms/keep-outs.ts';
import { CallRecovery } from './rooms/call-recovery.ts';
import { mediaRoomTurns } from './rooms/room-lock.ts';
import { screenShareWatchStore } from './rooms/screen-share-watch-store.ts';

interface CallServiceContext {
  config: ServerConfig;
  storage: ChatDatabase;
  im: ImPort | HttpIm;
  log: Logger;
  /** Limits counted in the chat database, shared by every copy. */
  limiterStore: (name: string) => LimiterStore;
}

/**
 * Calls and meetings in the chat service: the live rooms, their media tokens, who is put out of them, screen shares,
 * and what a copy that died mid-webhook would have learnt. The timers it starts stop when `app` closes.
 */
export function registerCallServices(
  app: FastifyInstance,
  router: ChatRouter,
  { config, storage, im, log, limiterStore }: CallServiceContext,
): void {
  const db = storage.db;
  // Live calls and meetings, in the chat database so that every copy knows what any copy heard. Membership is read
  // fresh: the webhook saying someone left reached one copy only, and the others' caches still count them in.
  const rooms = new ChatRooms(db, storage.dialect, (groupID) => im.groupMemberIDs(groupID, { fresh: true }));
  im.onAfterSend((msg) => rooms.heard(roomMessageOf(msg)));
  im.onMembersLeft((groupID, userIDs) => rooms.membersLeft(groupID, userIDs));
  // Whoever leaves a group (quit, kicked, dismissed) is put out of its live calls and meetings on the media server,
  // and kept out.
  const mediaRooms = liveKitRoomService(config);
  const ejections =
    mediaRooms &&
    new MediaEjections(mediaRooms, keepOutStore(db), (err) =>
      log.warn({ err }, 'the media server could not remove a participant'),
    );
  if (ejections) {
    const eject = (mediaRoom: string, userIDs: readonly string[]) => void ejections.eject(mediaRoom, userIDs);
    rooms.onLeftCall(eject);
    ejections.start();
    app.addHook('onClose', () => ejections.stop());
  }
  // What a copy that died mid-webhook would have learnt still reaches the service: the live calls' members are
  // checked against IM once at start (the quit, kick or dismiss webhook may be the one lost), and a group call
  // whose invite nobody recorded is recovered on its first token request (rooms/call-recovery.ts).
  void rooms.reconcile().catch((err: unknown) => log.warn({ err }, 'the live calls could not be checked against IM'));
  const people = liveKitPeople(config);
  const lostCalls = new CallRecovery(
    db,
    storage.dialect,
    (groupID) => im.groupMemberIDs(groupID, { fresh: true }),
    inMediaRoom(people, (err) => log.warn({ err }, 'the media server could not be asked who is in a room')),
    { perUser: limiterStore('rtc-recovery'), forAll: limiterStore('rtc-recovery-all') },
  );
  const directory = new RoomDirectory(
    rooms,
    liveKitOccupancy(config, (err) => log.warn({ err }, 'the media server could not be asked who is in a room')),
    lostCalls,
  );
  registerRtcRoutes(router, {
    config,
    rooms: directory,
    profile: async (userID) => (await im.profiles([userID])).get(userID),
    granted: (mediaRoom, userID) => ejections?.admitted(mediaRoom, userID),
    limits: limiterStore('rtc-token'),
  });
  if (mediaRooms) {
    const watched = screenShareWatchStore(db);
    const shares = new ScreenShares(config, mediaRoomTurns(db, storage.dialect), watched);
    registerScreenShareRoutes(router, {
      grantFor: (userID, roomID) => directory.grantFor(userID, roomID),
      shares,
      groupRole: (groupID, userID) => im.groupRole(groupID, userID),
      limits: limiterStore('rtc-screen-share'),
    });
    const watch = new ScreenShareWatch(watched, shares, (err) =>
      log.warn({ err }, 'the screen shares to watch could not be read or decided about'),
    );
    watch.start();
    app.addHook('onClose', () => watch.stop());
  }
  registerGroupCallRoutes(router, {
    groupCalls: (userID, groupID) => rooms.groupCalls(userID, groupID),
    people,
    limits: limiterStore('rtc-group-calls'),
  });
}
