import { describe, expect, it } from 'vitest';
import { refusedAddress, refusedAsWritten } from './address-policy.ts';

describe('refusedAddress', () => {
  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback, elsewhere in 127/8', '127.1.2.3'],
    ['IPv6 loopback', '::1'],
    ['the unspecified address', '0.0.0.0'],
    ['private 10/8', '10.1.2.3'],
    ['private 172.16/12', '172.31.255.255'],
    ['private 192.168/16', '192.168.0.1'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['link-local', '169.254.1.1'],
    ['the metadata server', '169.254.169.254'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 unique local', 'fd00::1'],
    ['IPv6 unique local (the AWS metadata address)', 'fd00:ec2::254'],
    ['multicast', '224.0.0.1'],
    ['reserved', '240.0.0.1'],
    ['broadcast', '255.255.255.255'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped metadata in hex', '::ffff:a9fe:a9fe'],
    ['NAT64 of a private address', '64:ff9b::10.0.0.1'],
    ['not an address', 'example.com'],
  ])('refuses %s (%s)', (_what, address) => {
    expect(refusedAddress(address)).toBe('private-address');
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '172.32.0.1', '100.128.0.1'])(
    'allows the public address %s',
    (address) => {
      expect(refusedAddress(address)).toBeNull();
    },
  );
});

describe('refusedAsWritten', () => {
  it('refuses metadata names and private literals, allows loopback only where told', () => {
    expect(refusedAsWritten('https://metadata.google.internal/computeMetadata/v1/', false)).toBe(true);
    expect(refusedAsWritten('https://169.254.169.254/latest', false)).toBe(true);
    expect(refusedAsWritten('https://[fe80::1]/x', false)).toBe(true);
    expect(refusedAsWritten('http://127.0.0.1:9000/hook', false)).toBe(true);
    expect(refusedAsWritten('http://localhost:9000/hook', false)).toBe(true);
    expect(refusedAsWritten('http://127.0.0.1:9000/hook', true)).toBe(false);
    expect(refusedAsWritten('https://hooks.example.com/x', false)).toBe(false);
  });
});
