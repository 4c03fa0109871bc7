import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { CorkedWrites } from './corked-writes.ts';

let server: WebSocketServer | undefined;
let client: WebSocket | undefined;
afterEach(() => {
  client?.close();
  server?.close();
});

/** A server-side socket with a client at the other end that records every message it receives. */
async function connectedPair(): Promise<{ serverSide: WebSocket; received: Buffer[] }> {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server!.once('listening', resolve));
  const { port } = server.address() as { port: number };
  const serverSide = new Promise<WebSocket>((resolve) => server!.once('connection', resolve));
  client = new WebSocket(`ws://127.0.0.1:${port}`);
  const received: Buffer[] = [];
  client.on('message', (data) => received.push(data as Buffer));
  await new Promise((resolve) => client!.once('open', resolve));
  return { serverSide: await serverSide, received };
}

const nextCheckPhase = () => new Promise((resolve) => setImmediate(resolve));

describe('corked writes', () => {
  it('sends the frames of one turn in one TCP write, each still its own WebSocket message', async () => {
    const { serverSide, received } = await connectedPair();
    const tcp = (serverSide as unknown as { _socket: Socket })._socket;
    const writev = vi.spyOn(tcp as unknown as { _writev: () => void }, '_writev');
    const write = vi.spyOn(tcp as unknown as { _write: () => void }, '_write');
    const writes = new CorkedWrites();

    const frames = Array.from({ length: 5 }, (_, i) => Buffer.from(`frame ${i}`));
    for (const frame of frames) writes.send(serverSide, frame);
    // A frame sent from a promise continuation of the same turn (an acknowledgement) joins them.
    await Promise.resolve();
    writes.send(serverSide, Buffer.from('ack'));
    expect(writev).not.toHaveBeenCalled();
    await nextCheckPhase();

    expect(writev).toHaveBeenCalledTimes(1);
    expect(write).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(received).toHaveLength(6));
    expect(received.map(String)).toEqual([...frames.map(String), 'ack']);
  });

  it('uncorks every turn, so a later frame is not held back', async () => {
    const { serverSide, received } = await connectedPair();
    const writes = new CorkedWrites();
    writes.send(serverSide, Buffer.from('one'));
    await vi.waitFor(() => expect(received.map(String)).toEqual(['one']));
    writes.send(serverSide, Buffer.from('two'));
    await vi.waitFor(() => expect(received.map(String)).toEqual(['one', 'two']));
  });
});
