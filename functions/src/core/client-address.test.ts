import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

describe('clientAddress', () => {
  it('takes the hop Google’s front end appended, never what the caller wrote before it', () => {
    const req = {
      headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' },
      socket: { remoteAddress: '10.0.0.1' },
    };
    expect(clientAddress(req, true)).toBe('203.0.113.9');
    expect(clientAddress({ headers: { 'x-forwarded-for': ['1.2.3.4', '203.0.113.9 '] } }, true)).toBe(
      '203.0.113.9',
    );
  });

  it('falls back to the socket when no hop was appended', () => {
    expect(clientAddress({ headers: {}, socket: { remoteAddress: '10.0.0.1' } }, true)).toBe('10.0.0.1');
    expect(clientAddress({ headers: { 'x-forwarded-for': ' , ' } }, true)).toBe('unknown');
  });

  it('on the emulators takes the socket’s address and ignores the header (nothing appends to it there)', () => {
    const req = { headers: { 'x-forwarded-for': '198.51.100.7' }, socket: { remoteAddress: '127.0.0.1' } };
    expect(clientAddress(req, false)).toBe('127.0.0.1');
    expect(clientAddress({ headers: { 'x-forwarded-for': '198.51.100.7' } }, false)).toBe('unknown');
  });
});
