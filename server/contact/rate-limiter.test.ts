import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('allows max hits per window, then says when to retry', () => {
    const limiter = new RateLimiter(2, 60_000);
    expect(limiter.hit('1.2.3.4', 1_000)).toEqual({ allowed: true });
    expect(limiter.hit('1.2.3.4', 2_000)).toEqual({ allowed: true });
    expect(limiter.hit('1.2.3.4', 3_000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
  });

  it('counts each client on its own', () => {
    const limiter = new RateLimiter(1, 60_000);
    expect(limiter.hit('a', 0).allowed).toBe(true);
    expect(limiter.hit('b', 0).allowed).toBe(true);
    expect(limiter.hit('a', 1).allowed).toBe(false);
  });

  it('opens again when the window has passed', () => {
    const limiter = new RateLimiter(1, 1_000);
    limiter.hit('a', 0);
    expect(limiter.hit('a', 999).allowed).toBe(false);
    expect(limiter.hit('a', 1_000).allowed).toBe(true);
  });

  it('never asks to wait less than a second', () => {
    const limiter = new RateLimiter(1, 1_000);
    limiter.hit('a', 0);
    expect(limiter.hit('a', 999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('is off when max is 0', () => {
    const limiter = new RateLimiter(0, 1_000);
    for (let i = 0; i < 100; i++) expect(limiter.hit('a', i).allowed).toBe(true);
    expect(limiter.size).toBe(0);
  });

  it('forgets clients whose window has passed', () => {
    const limiter = new RateLimiter(1, 1_000);
    for (let i = 0; i < 50; i++) limiter.hit(`client-${i}`, 0);
    expect(limiter.size).toBe(50);
    limiter.hit('late', 5_000);
    expect(limiter.size).toBe(1);
  });
});
