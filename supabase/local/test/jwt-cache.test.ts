import { afterEach, describe, expect, it, vi } from 'vitest';
import { signJwt, verifyJwt } from '../src/auth/jwt.ts';

// verifyJwt keeps tokens it has checked; a cached token must be judged exactly as a new one.
describe('verified-token cache', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses a cached token once its exp has passed, as expired', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ sub: 'u1', role: 'authenticated', iat: now, exp: now + 60 });
    expect(verifyJwt(token)).toMatchObject({ ok: true, claims: { sub: 'u1' } });
    expect(verifyJwt(token).ok).toBe(true);
    vi.setSystemTime(new Date((now + 60) * 1000));
    expect(verifyJwt(token)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('refuses a token not yet valid (nbf), and a forged signature beside a cached genuine token', () => {
    const now = Math.floor(Date.now() / 1000);
    const early = signJwt({ sub: 'u2', role: 'authenticated', nbf: now + 600, exp: now + 900 });
    expect(verifyJwt(early)).toMatchObject({ ok: false, reason: 'invalid' });
    const token = signJwt({ sub: 'u3', role: 'authenticated', exp: now + 60 });
    expect(verifyJwt(token).ok).toBe(true);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect(verifyJwt(forged)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('hands out claims no caller can change for the next request', () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ sub: 'u4', role: 'authenticated', exp: now + 60, app_metadata: {} });
    const first = verifyJwt(token);
    if (!first.ok) throw new Error('expected a valid token');
    expect(() => {
      (first.claims as Record<string, unknown>).role = 'service_role';
    }).toThrow(TypeError);
    expect(() => {
      (first.claims.app_metadata as Record<string, unknown>).admin = true;
    }).toThrow(TypeError);
    expect(verifyJwt(token)).toMatchObject({ ok: true, claims: { role: 'authenticated' } });
  });
});
