/** What one connection, token and user may do on the gateway (docs/security.md). */
export const ConnectionLimits = {
  /** 1003 sends per connection: a steady rate, plus a burst allowance that refills every `burstSeconds`. */
  connectionSendsPerSecond: 20,
  connectionBurst: 100,
  /** 1003 sends per user over all their devices. */
  userSendsPerSecond: 40,
  userBurst: 200,
  burstSeconds: 10,
  /** Users one connection may watch through 2005. */
  subscriptionsPerConnection: 1000,
  /** Open sockets on one token (one login); a reconnect while the old socket is still closing needs a spare. */
  socketsPerToken: 4,
} as const;
