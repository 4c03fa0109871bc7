import { createServer, connect, type Server, type Socket } from 'node:net';

export interface LinkShape {
  /** Round trip added to every exchange, in ms (half each way). */
  rttMs: number;
  downKbps: number;
  upKbps: number;
}

/** A slice of the link: long enough to be efficient, short enough that connections take turns as TCP flows do. */
const SLICE_BYTES = 8 * 1024;
/** A connection with this much waiting stops reading its source, as a full TCP window would stop the sender. */
const QUEUE_LIMIT_BYTES = 64 * 1024;

interface Flow {
  queue: Array<Buffer | 'end'>;
  bytes: number;
  deliver: (chunk: Buffer | 'end') => void;
  source: Socket;
}

/**
 * One direction of the link, shared by every connection as an access link is: connections take turns sending a
 * slice each, every slice takes its transmission time, then arrives half a round trip later. A big download does not
 * hold up a small one queued behind it, and each connection's bytes stay in order.
 */
class Direction {
  private readonly flows: Flow[] = [];
  private next = 0;
  private busy = false;

  constructor(
    private readonly kbps: number,
    private readonly delayMs: number,
  ) {}

  open(source: Socket, deliver: Flow['deliver']): Flow {
    const flow: Flow = { queue: [], bytes: 0, deliver, source };
    this.flows.push(flow);
    return flow;
  }

  carry(flow: Flow, chunk: Buffer | 'end'): void {
    flow.queue.push(chunk);
    if (chunk !== 'end') flow.bytes += chunk.length;
    if (flow.bytes > QUEUE_LIMIT_BYTES) flow.source.pause();
    this.pump();
  }

  private pump(): void {
    if (this.busy) return;
    const flow = this.takeTurn();
    if (!flow) return;
    const head = flow.queue[0]!;
    let slice: Buffer | 'end' = head;
    if (head === 'end') flow.queue.shift();
    else if (head.length <= SLICE_BYTES) flow.queue.shift();
    else {
      slice = head.subarray(0, SLICE_BYTES);
      flow.queue[0] = head.subarray(SLICE_BYTES);
    }
    const size = slice === 'end' ? 0 : slice.length;
    flow.bytes -= size;
    if (flow.bytes <= QUEUE_LIMIT_BYTES / 2) flow.source.resume();
    if (slice === 'end') this.flows.splice(this.flows.indexOf(flow), 1);
    this.busy = true;
    setTimeout(
      () => {
        this.busy = false;
        setTimeout(() => flow.deliver(slice), this.delayMs);
        this.pump();
      },
      (size * 8) / this.kbps,
    );
  }

  private takeTurn(): Flow | undefined {
    for (let tried = 0; tried < this.flows.length; tried++) {
      const flow = this.flows[(this.next + tried) % this.flows.length]!;
      if (flow.queue.length > 0) {
        this.next = (this.next + tried + 1) % Math.max(1, this.flows.length);
        return flow;
      }
    }
    return undefined;
  }
}

/**
 * A TCP proxy in front of the server that shapes everything the browser sends and receives: the page's requests,
 * the service worker's (which CDP's page throttling does not reach) and the gateway's WebSocket. Counts the HTTP
 * requests it forwards by path.
 */
export class SlowLink {
  readonly requests: Record<string, number> = {};
  /** Bytes carried towards the browser. */
  downBytes = 0;
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  constructor(
    private readonly upstreamPort: number,
    shape: LinkShape,
  ) {
    const down = new Direction(shape.downKbps, shape.rttMs / 2);
    const up = new Direction(shape.upKbps, shape.rttMs / 2);
    this.server = createServer((client) => {
      const upstream = connect(this.upstreamPort, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      const toServer = up.open(client, (chunk) => {
        if (chunk === 'end') upstream.end();
        else if (upstream.writable) upstream.write(chunk);
      });
      const toBrowser = down.open(upstream, (chunk) => {
        if (chunk === 'end') client.end();
        else if (client.writable) client.write(chunk);
      });
      client.on('data', (chunk) => {
        this.countRequests(chunk);
        up.carry(toServer, chunk);
      });
      upstream.on('data', (chunk) => {
        this.downBytes += chunk.length;
        down.carry(toBrowser, chunk);
      });
      client.on('end', () => up.carry(toServer, 'end'));
      upstream.on('end', () => down.carry(toBrowser, 'end'));
    });
  }

  private countRequests(chunk: Buffer): void {
    for (const match of chunk
      .toString('latin1')
      .matchAll(/(?:^|\r\n)(GET|HEAD|POST) (\/[^ ?]*)[^ ]* HTTP\/1\.1\r\n/g)) {
      const key = `${match[1]} ${match[2]}`;
      this.requests[key] = (this.requests[key] ?? 0) + 1;
    }
  }

  listen(port: number): Promise<void> {
    return new Promise((resolve) => this.server.listen(port, '127.0.0.1', resolve));
  }

  close(): void {
    for (const socket of this.sockets) socket.destroy();
    this.server.close();
  }
}
