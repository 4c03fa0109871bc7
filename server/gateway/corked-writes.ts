import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

/**
 * Sends WebSocket frames with the TCP socket corked until the event loop's next check phase, so the frames one
 * connection gets in a turn (a batch of acknowledgements, the pushes of a group commit) leave in one writev rather
 * than one syscall each: on loopback and on a busy server the per-write cost, not the bytes, was the gateway's
 * largest single item in the profile (issue 18). Each frame stays its own WebSocket message: the protocol is one
 * gzip(gob) frame per message, and corking merges only the TCP writes.
 *
 * The uncork waits for setImmediate rather than process.nextTick: acknowledgements are written from promise
 * continuations, which run after the nextTick queue, so a nextTick uncork would split them from the pushes of the
 * same commit. The delay is at most one turn of the loop.
 */
export class CorkedWrites {
  private readonly corked = new Set<Socket>();
  private scheduled = false;

  send(socket: WebSocket, frame: Buffer): void {
    const tcp = (socket as unknown as { _socket?: Socket })._socket;
    if (tcp && !tcp.destroyed && !this.corked.has(tcp)) {
      tcp.cork();
      this.corked.add(tcp);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.uncorkAll());
      }
    }
    socket.send(frame, { binary: true });
  }

  private uncorkAll(): void {
    this.scheduled = false;
    for (const tcp of this.corked) tcp.uncork();
    this.corked.clear();
  }
}
