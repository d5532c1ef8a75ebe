import { describe, expect, it } from 'vitest';
import { addressKind, mayConnect } from './public-address';

describe('addressKind', () => {
  it('refuses private, link-local, CGNAT, "this network", multicast and reserved IPv4', () => {
    for (const ip of [
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '0.1.2.3',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '192.0.2.1',
    ]) {
      expect(addressKind(ip), ip).toBe('other');
    }
  });

  it('tells loopback apart', () => {
    for (const ip of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1']) {
      expect(addressKind(ip), ip).toBe('loopback');
    }
  });

  it('accepts public IPv4 next to the private ranges', () => {
    for (const ip of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '11.0.0.1', '1.1.1.1']) {
      expect(addressKind(ip), ip).toBe('public');
    }
  });

  it('judges IPv4-mapped, NAT64 and 6to4 IPv6 as the IPv4 they carry', () => {
    expect(addressKind('::ffff:10.0.0.1')).toBe('other');
    expect(addressKind('::ffff:a00:1')).toBe('other');
    expect(addressKind('::ffff:8.8.8.8')).toBe('public');
    expect(addressKind('64:ff9b::a9fe:a9fe')).toBe('other');
    expect(addressKind('2002:c0a8:101::1')).toBe('other');
    expect(addressKind('2002:808:808::1')).toBe('public');
  });

  it('refuses IPv6 outside global unicast: unique-local, link-local, multicast, unspecified', () => {
    for (const ip of [
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'febf::1',
      'ff02::1',
      '::',
      '::a00:1',
    ]) {
      expect(addressKind(ip), ip).toBe('other');
    }
    expect(addressKind('2001:db8::1')).toBe('other');
    expect(addressKind('2606:4700:4700::1111')).toBe('public');
  });

  it('allows loopback only when asked (the emulator)', () => {
    expect(mayConnect('127.0.0.1', false)).toBe(false);
    expect(mayConnect('127.0.0.1', true)).toBe(true);
    expect(mayConnect('10.0.0.1', true)).toBe(false);
    expect(mayConnect('not-an-ip', true)).toBe(false);
  });
});
