/**
 * Ours: the running IM server at a glance for the admin console (issue 29 point 1). IM answers it at
 * /api/statistic/server_status and the chat service passes it on at /chat/statistic/server_status.
 */
export interface ServerStatus {
  version: string;
  /** The newest database migration applied. */
  schemaVersion: number;
  uptimeSeconds: number;
  /** Open gateway connections. */
  connections: number;
  /** Users with at least one open connection. */
  onlineUsers: number;
  /** Messages stored in the last 60 seconds. */
  messagesPerMinute: number;
  databaseBytes: number;
  uploadBytes: number;
  /** The media server: answering, not answering, or not configured. */
  media: 'up' | 'down' | 'none';
}
