/** One live SDK connection, as the rest of the server sees it. */
export interface ClientConnection {
  readonly id: number;
  readonly userID: string;
  readonly platformID: number;
  readonly token: string;
  isBackground: boolean;
  send(frame: Buffer): void;
  /** Sends KickOnlineMsg (2002), then closes. */
  kick(): void;
  close(): void;
}

/** A user's devices of one platform (their connections). */
export interface PlatformOf {
  userID: string;
  platformID: number;
}

type StatusListener = (userID: string, platformIDs: number[]) => void;
/** Told on every connection that opens or closes: the user's connections now, and the platform that left, if any. */
type ConnectionListener = (userID: string, connections: readonly ClientConnection[], leftPlatformID?: number) => void;

/** Who is connected, and who wants to know (2005 subscriptions). */
export class ConnectionHub {
  private readonly byUser = new Map<string, Set<ClientConnection>>();
  private readonly subscribers = new Map<string, Set<ClientConnection>>();
  /** The other side of `subscribers`: whom each connection watches, to bound and to clean up. */
  private readonly watching = new Map<ClientConnection, Set<string>>();
  private readonly statusListeners = new Set<StatusListener>();
  private readonly connectionListeners = new Set<ConnectionListener>();

  add(connection: ClientConnection): void {
    const before = this.onlinePlatforms(connection.userID);
    let set = this.byUser.get(connection.userID);
    if (!set) {
      set = new Set();
      this.byUser.set(connection.userID, set);
    }
    set.add(connection);
    this.announceIfChanged(connection.userID, before);
    this.tellConnections(connection.userID);
  }

  remove(connection: ClientConnection): void {
    const set = this.byUser.get(connection.userID);
    if (!set?.has(connection)) return;
    const before = this.onlinePlatforms(connection.userID);
    set.delete(connection);
    if (set.size === 0) this.byUser.delete(connection.userID);
    this.unsubscribe(connection, [...(this.watching.get(connection) ?? [])]);
    this.watching.delete(connection);
    this.announceIfChanged(connection.userID, before);
    this.tellConnections(connection.userID, connection.platformID);
  }

  connectionsOf(userID: string): ClientConnection[] {
    return [...(this.byUser.get(userID) ?? [])];
  }

  /** Users with at least one open connection. */
  get userCount(): number {
    return this.byUser.size;
  }

  get size(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }

  /** Sends one prepared frame to every connection of these users, each connection once. */
  /** `except`: one user's connections on one platform, which get nothing. */
  sendToUsers(userIDs: Iterable<string>, frame: Buffer, except?: PlatformOf): void {
    for (const userID of new Set(userIDs)) {
      for (const connection of this.byUser.get(userID) ?? []) {
        if (except && except.userID === userID && except.platformID === connection.platformID) continue;
        connection.send(frame);
      }
    }
  }

  onlinePlatforms(userID: string): number[] {
    return [...new Set(this.connectionsOf(userID).map((c) => c.platformID))].sort((a, b) => a - b);
  }

  /** Connections logged in with this token: one login's sockets. */
  socketsOfToken(userID: string, token: string): number {
    let count = 0;
    for (const connection of this.byUser.get(userID) ?? []) if (connection.token === token) count++;
    return count;
  }

  /** How many users this connection would watch after the change. */
  subscriptionsAfter(watcher: ClientConnection, userIDs: readonly string[], unsubscribe: readonly string[]): number {
    const watched = new Set(this.watching.get(watcher));
    for (const userID of unsubscribe) watched.delete(userID);
    for (const userID of userIDs) watched.add(userID);
    return watched.size;
  }

  subscribe(watcher: ClientConnection, userIDs: readonly string[], unsubscribe: readonly string[]): void {
    this.unsubscribe(watcher, unsubscribe);
    let watched = this.watching.get(watcher);
    if (!watched) {
      watched = new Set();
      this.watching.set(watcher, watched);
    }
    for (const userID of userIDs) {
      let watchers = this.subscribers.get(userID);
      if (!watchers) {
        watchers = new Set();
        this.subscribers.set(userID, watchers);
      }
      watchers.add(watcher);
      watched.add(userID);
    }
  }

  private unsubscribe(watcher: ClientConnection, userIDs: readonly string[]): void {
    for (const userID of userIDs) {
      const watchers = this.subscribers.get(userID);
      watchers?.delete(watcher);
      if (watchers?.size === 0) this.subscribers.delete(userID);
      this.watching.get(watcher)?.delete(userID);
    }
  }

  watchersOf(userID: string): ClientConnection[] {
    return [...(this.subscribers.get(userID) ?? [])];
  }

  onStatusChange(listener: StatusListener): void {
    this.statusListeners.add(listener);
  }

  onConnectionChange(listener: ConnectionListener): void {
    this.connectionListeners.add(listener);
  }

  private tellConnections(userID: string, leftPlatformID?: number): void {
    if (this.connectionListeners.size === 0) return;
    const connections = this.connectionsOf(userID);
    for (const listener of this.connectionListeners) listener(userID, connections, leftPlatformID);
  }

  private announceIfChanged(userID: string, before: number[]): void {
    const after = this.onlinePlatforms(userID);
    if (before.join(',') === after.join(',')) return;
    for (const listener of this.statusListeners) listener(userID, after);
  }
}
