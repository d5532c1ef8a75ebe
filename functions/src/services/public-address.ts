// Which addresses the link checker may connect to: public unicast only. A link's host is
// judged after the WHATWG URL parser normalised it (so `2130706433`, `0x7f.1`, `017700000001`
// and `127.1` are already 127.0.0.1) and after DNS resolution (every address must pass), and
// again at every redirect hop (services/link-fetch.ts).
import { isIPv4, isIPv6 } from 'node:net';

/** public: may be fetched; loopback: the emulator's tests only; other: never. */
export type AddressKind = 'public' | 'loopback' | 'other';

function ipv4Bytes(ip: string): number[] {
  return ip.split('.').map(Number);
}

/** The 16 bytes of an IPv6 address (with `::` and a trailing dotted IPv4 part). */
function ipv6Bytes(ip: string): number[] {
  let text = ip.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Bytes(dotted[1]);
    const tail = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
    text = text.slice(0, -dotted[1].length) + tail;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const fill = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].flatMap((group) => {
    const n = parseInt(group, 16);
    return [n >> 8, n & 0xff];
  });
}

/** [first address, prefix length] of each IPv4 range that is not public unicast. */
const IPV4_NOT_PUBLIC: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

function inRange(bytes: number[], first: number[], prefix: number): boolean {
  let bits = prefix;
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((first[i] ?? 0) & mask)) return false;
  }
  return true;
}

function ipv4Kind(bytes: number[]): AddressKind {
  if (bytes[0] === 127) return 'loopback';
  const reserved = IPV4_NOT_PUBLIC.some(([first, prefix]) =>
    inRange(bytes, ipv4Bytes(first), prefix),
  );
  return reserved ? 'other' : 'public';
}

/** IPv6 ranges that carry an IPv4 address in their last 4 bytes: judged as that IPv4. */
const IPV6_EMBEDDING_IPV4: readonly [number[], number][] = [
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96], // IPv4-mapped ::ffff:a.b.c.d
  [[0, 0x64, 0xff, 0x9b], 96], // NAT64 64:ff9b::/96
];

function ipv6Kind(bytes: number[]): AddressKind {
  for (const [first, prefix] of IPV6_EMBEDDING_IPV4) {
    if (inRange(bytes, first, prefix)) return ipv4Kind(bytes.slice(12));
  }
  if (bytes.slice(0, 15).every((b) => b === 0) && bytes[15] === 1) return 'loopback';
  // 6to4 (2002::/16) carries an IPv4 address in bytes 2 to 5.
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return ipv4Kind(bytes.slice(2, 6));
  // Global unicast is 2000::/3; everything else (unspecified, IPv4-compatible, fc00::/7
  // unique-local, fe80::/10 link-local, ff00::/8 multicast, ...) is not public.
  if (((bytes[0] ?? 0) & 0xe0) !== 0x20) return 'other';
  // Teredo 2001::/32 and documentation 2001:db8::/32.
  if (inRange(bytes, [0x20, 0x01, 0, 0], 32)) return 'other';
  if (inRange(bytes, [0x20, 0x01, 0x0d, 0xb8], 32)) return 'other';
  return 'public';
}

/** The kind of a numeric address (IPv4 dotted quad or IPv6); anything else is 'other'. */
export function addressKind(ip: string): AddressKind {
  if (isIPv4(ip)) return ipv4Kind(ipv4Bytes(ip));
  if (isIPv6(ip)) return ipv6Kind(ipv6Bytes(ip));
  return 'other';
}

/** Whether the checker may connect to this address (loopback only when allowLoopback). */
export function mayConnect(ip: string, allowLoopback: boolean): boolean {
  const kind = addressKind(ip);
  return kind === 'public' || (kind === 'loopback' && allowLoopback);
}
