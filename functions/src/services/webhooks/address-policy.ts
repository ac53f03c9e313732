// Which addresses a webhook may be delivered to (server-side request forgery): in production
// never a private, loopback, link-local (the cloud metadata server, 169.254.169.254, is one),
// carrier-grade NAT, multicast or reserved address, nor the metadata server's names. Checked on
// the address the host RESOLVES to, and the connection is made to that checked address (see
// delivery), so a name that resolves differently the second time cannot slip past.
import { BlockList, isIP } from 'node:net';

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const)
  refused.addSubnet(network, prefix, 'ipv6');

/** Host names of cloud metadata servers, refused before any lookup. */
const metadataHosts = new Set(['metadata.google.internal', 'metadata', 'metadata.goog', 'instance-data']);

/** The IPv4 address an IPv6 address carries (mapped ::ffff:a.b.c.d, or NAT64 64:ff9b::/96), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex?.[1] || !hex[2]) return null;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Why an IP address may not receive a webhook, or null when it may. */
export function refusedAddress(address: string): 'private-address' | null {
  const version = isIP(address);
  if (version === 0) return 'private-address';
  if (version === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return refusedAddress(v4);
    return refused.check(address, 'ipv6') ? 'private-address' : null;
  }
  return refused.check(address, 'ipv4') ? 'private-address' : null;
}

/** Whether a host name is a metadata server's (refused before it is looked up). */
export function isMetadataHost(host: string): boolean {
  return metadataHosts.has(host.toLowerCase().replace(/\.$/, ''));
}

/** The host of an endpoint address without IPv6 brackets. */
export function hostOf(url: string): string {
  const host = new URL(url).hostname;
  return host.startsWith('[') ? host.slice(1, -1) : host;
}

/**
 * Whether an endpoint's address is refused as it is written (an IP literal in a refused range, or
 * a metadata host), before any lookup: the create and update answer this at once. Loopback is
 * allowed where `allowLoopback` (the emulators).
 */
export function refusedAsWritten(url: string, allowLoopback: boolean): boolean {
  const host = hostOf(url);
  if (isMetadataHost(host)) return true;
  if (allowLoopback && (host === 'localhost' || host === '127.0.0.1' || host === '::1')) return false;
  if (host === 'localhost') return true;
  return isIP(host) !== 0 && refusedAddress(host) !== null;
}
