import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientIp } from './contact-route.ts';

const request = (forwarded: string | undefined) =>
  ({
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    socket: { remoteAddress: '10.0.0.2' } as Socket,
  }) as Pick<IncomingMessage, 'headers' | 'socket'>;

describe('clientIp', () => {
  it('is the socket address unless a trusted proxy is configured', () => {
    expect(clientIp(request('203.0.113.7'), false)).toBe('10.0.0.2');
  });

  it('behind a trusted proxy, is the entry that proxy appended, not one the client wrote', () => {
    // The client sent "1.2.3.4"; the proxy appended the address it saw.
    expect(clientIp(request('1.2.3.4, 203.0.113.7'), true)).toBe('203.0.113.7');
    expect(clientIp(request('5.6.7.8, 203.0.113.7'), true)).toBe('203.0.113.7');
  });

  it('falls back to the socket address when the header is missing or empty', () => {
    expect(clientIp(request(undefined), true)).toBe('10.0.0.2');
    expect(clientIp(request(''), true)).toBe('10.0.0.2');
  });
});
