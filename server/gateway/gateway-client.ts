import WebSocket from 'ws';
import { decodeResponseFrame, encodeRequestFrame, type GatewayResponse } from '../protocol/ws-envelope.ts';

/**
 * A client that speaks the gateway protocol as the wasm SDK does (JSON first frame, then gzip(gob) with
 * protobuf payloads), for server tests and benchmarks that need many clients without a browser.
 */
export class GatewayClient {
  private nextIncr = 1;
  private readonly pending = new Map<string, (response: Required<GatewayResponse> | Error) => void>();
  private readonly pushListeners = new Set<(push: Required<GatewayResponse>) => void>();

  private constructor(
    readonly userID: string,
    private readonly socket: WebSocket,
  ) {
    socket.on('message', (data, isBinary) => {
      if (!isBinary) return;
      const response = decodeResponseFrame(data as Buffer);
      const resolve = response.msgIncr ? this.pending.get(response.msgIncr) : undefined;
      if (resolve) {
        this.pending.delete(response.msgIncr);
        resolve(response);
      } else {
        for (const listener of this.pushListeners) listener(response);
      }
    });
    // A request whose connection dies gets no answer: fail it now rather than at its timeout.
    socket.on('close', () => {
      for (const settle of this.pending.values()) settle(new Error('connection closed'));
      this.pending.clear();
    });
  }

  /** Opens a connection; resolves once the first frame says errCode 0, rejects with the code otherwise. */
  static connect(
    gatewayURL: string,
    user: { userID: string; token: string; platformID: number },
  ): Promise<GatewayClient> {
    const query = new URLSearchParams({
      compression: 'gzip',
      isBackground: 'false',
      isMsgResp: 'true',
      operationID: String(Date.now()),
      platformID: String(user.platformID),
      sendID: user.userID,
      token: user.token,
    });
    const socket = new WebSocket(`${gatewayURL}?${query}`);
    return new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.once('message', (data) => {
        const first = JSON.parse(String(data)) as { errCode: number; errMsg: string };
        if (first.errCode !== 0) {
          reject(Object.assign(new Error(first.errMsg), { errCode: first.errCode }));
          socket.close();
          return;
        }
        resolve(new GatewayClient(user.userID, socket));
      });
    });
  }

  request(reqIdentifier: number, data: Uint8Array, timeoutMs = 10_000): Promise<Required<GatewayResponse>> {
    const msgIncr = `${this.userID}_${this.nextIncr++}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(msgIncr);
        reject(new Error(`request ${reqIdentifier} timed out`));
      }, timeoutMs);
      this.pending.set(msgIncr, (response) => {
        clearTimeout(timer);
        if (response instanceof Error) reject(response);
        else resolve(response);
      });
      this.socket.send(encodeRequestFrame({ reqIdentifier, sendID: this.userID, operationID: msgIncr, msgIncr, data }));
    });
  }

  onPush(listener: (push: Required<GatewayResponse>) => void): () => void {
    this.pushListeners.add(listener);
    return () => this.pushListeners.delete(listener);
  }

  /** Sends raw bytes, as a broken or hostile client would. */
  sendRaw(data: Buffer | string): void {
    this.socket.send(data);
  }

  get closed(): Promise<number> {
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) resolve(1006);
      else this.socket.once('close', (code) => resolve(code));
    });
  }

  close(): void {
    this.socket.close();
  }
}
