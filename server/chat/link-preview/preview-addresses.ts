import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { isPublicAddress } from '../../push/push-addresses.ts';

/**
 * Which hosts a link preview may fetch from: the push sender's rule (ordinary public unicast addresses only, judged
 * again when each connection is made), widened by PARLEY_LINK_PREVIEW_ALLOW for an intranet or a test. Any URL a
 * user writes is fetched by the server, so without this rule anyone could make it read the network it sits in.
 */
export interface AddressRules {
  /** Host names allowed whatever they resolve to (lower case, exact). */
  hosts: ReadonlySet<string>;
  /** Address ranges allowed though not public. */
  ranges: ReadonlyArray<[ipaddr.IPv4 | ipaddr.IPv6, number]>;
}

export const NO_EXCEPTIONS: AddressRules = { hosts: new Set(), ranges: [] };

/** Reads PARLEY_LINK_PREVIEW_ALLOW: comma-separated host names, addresses and CIDRs; throws on an address typo. */
export function parseAllowList(setting: string): AddressRules {
  const hosts = new Set<string>();
  const ranges: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]> = [];
  for (const entry of setting.split(',').map((part) => part.trim().toLowerCase())) {
    if (!entry) continue;
    if (entry.includes('/')) ranges.push(ipaddr.parseCIDR(entry));
    else if (ipaddr.isValid(entry)) {
      const address = ipaddr.parse(entry);
      ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else hosts.add(entry.replace(/\.$/, ''));
  }
  return { hosts, ranges };
}

/** Brackets of an IPv6 literal in a URL's host ("[::1]") are not part of the address. */
const bare = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase();

export function hostAllowed(rules: AddressRules, host: string): boolean {
  return rules.hosts.has(bare(host).replace(/\.$/, ''));
}

/** A public address, or one inside an allowed range (an IPv4 address mapped into IPv6 judged as itself). */
export function addressAllowed(rules: AddressRules, address: string): boolean {
  return isPublicAddress(address) || inAllowedRange(rules, address);
}

/** Whether PARLEY_LINK_PREVIEW_ALLOW names this address (in one of its ranges). */
export function inAllowedRange(rules: AddressRules, address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return rules.ranges.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
}

/** A host PARLEY_LINK_PREVIEW_ALLOW names, by name or as a literal address in its ranges. */
export function isException(rules: AddressRules, host: string): boolean {
  return hostAllowed(rules, host) || inAllowedRange(rules, bare(host));
}

/**
 * Why a URL's host is refused before any lookup, or null. A literal address never reaches a lookup (Node connects
 * to it directly), so it is judged here; a name is judged by `checkedLookup` when the connection is made.
 */
export function refuseLiteralHost(rules: AddressRules, host: string): string | null {
  const address = bare(host);
  if (!isIP(address) || hostAllowed(rules, host)) return null;
  return addressAllowed(rules, address) ? null : 'a private or special address';
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
export type LookupFunction = (host: string, options: LookupOptions, callback: LookupCallback) => void;

export const ADDRESS_REFUSED = 'EPREVIEWADDRESS';

/**
 * The lookup every preview connection makes: every address the name resolves to must be allowed, so a name that
 * points inside (or is re-pointed there between two requests: DNS rebinding) fails at connect time. `resolve` is
 * the system's lookup unless a test gives another.
 */
export function checkedLookup(rules: AddressRules, resolve: LookupFunction = lookup as LookupFunction): LookupFunction {
  return (host, options, callback) => {
    resolve(host, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '');
      const addresses = found as LookupAddress[];
      const named = hostAllowed(rules, host);
      if (addresses.length === 0 || !addresses.every((entry) => named || addressAllowed(rules, entry.address))) {
        const refused: NodeJS.ErrnoException = new Error(`${host} resolves to a private or special address`);
        refused.code = ADDRESS_REFUSED;
        return callback(refused, '');
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
