import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent } from 'node:https';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { ResolveHost } from './push-endpoints.ts';

/**
 * Only ordinary public unicast addresses: ipaddr.js names every special range (loopback, private, link-local,
 * carrier-grade NAT, multicast, unspecified, broadcast, unique-local, 6to4, Teredo, NAT64, documentation, ...) and
 * an IPv4 address mapped into IPv6 is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Why a push host must not be contacted (it resolves to nothing, or to one non-public address), or null. */
export async function refuseHostAddresses(host: string, resolve: ResolveHost): Promise<string | null> {
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return 'endpoint host does not resolve';
  }
  if (addresses.length === 0) return 'endpoint host does not resolve';
  if (!addresses.every(isPublicAddress)) return 'endpoint host resolves to a private or special address';
  return null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The lookup every push connection makes: the name is resolved again when the request connects, so a name that
 * passed at subscription and now points inside (DNS rebinding) fails here instead of being reached.
 */
function publicOnlyLookup(host: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(host, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
      const refused: NodeJS.ErrnoException = new Error(`push host ${host} resolves to a non-public address`);
      refused.code = 'EPUSHADDRESS';
      return callback(refused, '');
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
}

/**
 * The agent push requests go through. web-push makes one plain https request and never follows a redirect (a 3xx
 * is a failed push), so this lookup is the only way a request picks its address.
 */
export const publicOnlyAgent = () => new Agent({ lookup: publicOnlyLookup as never, keepAlive: false });
