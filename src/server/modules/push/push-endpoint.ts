import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/*
 * Which push service addresses the server will POST to (docs/decisions/086-web-push.md). A subscription's
 * endpoint comes from the browser, that is from whoever calls the API, so without these rules the push worker
 * would send requests into the server's own network for them (SSRF). Only https, and only hosts that are on the
 * public internet: checked when the subscription is saved (the address as written) and again when each push is
 * sent (every address the name resolves to then, so a name cannot be pointed inside after it was accepted).
 * Outside production a push service on this machine is allowed too: the tests run one on loopback.
 */

export interface EndpointRules {
  /** http(s) to 127.0.0.0/8, ::1 and localhost allowed: never in production. */
  loopback: boolean;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Addresses that are not the public internet: private, shared, link-local, reserved, multicast, documentation. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
function unmapped(address: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
}

/** True when the server may connect to this IP address under `rules`. */
export function isAllowedAddress(address: string, rules: EndpointRules): boolean {
  const plain = unmapped(address);
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  if (LOOPBACK.check(plain, family)) return rules.loopback;
  // Anything else written as IPv6 that embeds or translates an IPv4 address is refused too (::ffff:0:0/96 forms
  // other than the dotted one, 6to4, Teredo): push services are reached by name.
  if (family === 'ipv6' && /^(::ffff:|2002:|2001:0?:)/i.test(plain)) return false;
  return !NOT_PUBLIC.check(plain, family);
}

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * True when a subscription may name this endpoint: an https URL (http only to loopback, outside production)
 * without credentials, whose host is a name or a public address. Names are checked again when sending.
 */
export function isAllowedEndpoint(endpoint: string, rules: EndpointRules): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const literal = isIP(host) !== 0;
  const loopback =
    isLoopbackName(host) ||
    (literal && LOOPBACK.check(unmapped(host), isIP(unmapped(host)) === 6 ? 'ipv6' : 'ipv4'));
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback && rules.loopback)) return false;
  if (loopback) return rules.loopback;
  return literal ? isAllowedAddress(host, rules) : host.includes('.');
}

/**
 * A DNS lookup for the push worker's requests that fails when the name resolves to any address the rules refuse,
 * so the connection is never opened to it.
 */
export function guardedLookup(rules: EndpointRules): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const refused =
        addresses.length === 0 || addresses.some((entry) => !isAllowedAddress(entry.address, rules));
      if (refused) {
        callback(
          Object.assign(new Error(`${hostname} resolves to an address push is not sent to`), {
            code: 'EPUSHADDRESS',
          }),
          '',
          0,
        );
        return;
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
    });
  };
}
