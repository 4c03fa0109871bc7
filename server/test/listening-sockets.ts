import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

export interface ListeningSocket {
  protocol: 'tcp' | 'udp';
  address: string;
  port: number;
}

/** /proc/net's address column (little-endian hex per 32-bit word) as text: 0100007F:1F90 → 127.0.0.1, 8080. */
function decode(column: string): { address: string; port: number } {
  const [hex, port] = column.split(':') as [string, string];
  const words = hex.match(/.{8}/g) ?? [];
  const bytes = words.flatMap((word) => (word.match(/../g) ?? []).reverse().map((byte) => parseInt(byte, 16)));
  const address =
    bytes.length === 4
      ? bytes.join('.')
      : (
          bytes
            .map((byte) => byte.toString(16).padStart(2, '0'))
            .join('')
            .match(/.{4}/g) ?? []
        ).join(':');
  return { address, port: parseInt(port, 16) };
}

const LISTEN = '0A';

/**
 * The TCP listeners and UDP sockets a process holds (Linux only, from /proc): what another machine could reach.
 * For tests and diagnostics of the media server's binding.
 */
export function listeningSockets(pid: number): ListeningSocket[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // closed meanwhile
    }
  }
  const sockets: ListeningSocket[] = [];
  for (const table of ['tcp', 'tcp6', 'udp', 'udp6'] as const) {
    const protocol = table.startsWith('tcp') ? 'tcp' : 'udp';
    for (const row of readFileSync(`/proc/${pid}/net/${table}`, 'utf8').split('\n').slice(1)) {
      const columns = row.trim().split(/\s+/);
      if (columns.length < 10 || !inodes.has(columns[9]!)) continue;
      if (protocol === 'tcp' && columns[3] !== LISTEN) continue;
      sockets.push({ protocol, ...decode(columns[1]!) });
    }
  }
  return sockets;
}
