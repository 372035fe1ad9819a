// scrypt password hashes (DESIGN.md §8): self-describing, salted, verified in constant time.
import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from '../../../../server/auth/passwords.ts';

const CHEAP = { N: 1024, r: 8, p: 1 };

describe('hashPassword / verifyPassword', () => {
  it('stores scrypt$N$r$p$salt$hash and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse', CHEAP);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(stored.split('$')[5]!, 'base64')).toHaveLength(32);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts each hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same', CHEAP), hashPassword('same', CHEAP)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('verifies with the parameters stored in the hash, not the current ones', async () => {
    const old = await hashPassword('pw-12345678', { N: 2048, r: 4, p: 1 });
    expect(old.startsWith('scrypt$2048$4$1$')).toBe(true);
    expect(await verifyPassword('pw-12345678', old)).toBe(true);
  });

  it('handles unicode and long passwords', async () => {
    const pw = `🎉 Zoë ${'x'.repeat(10_000)}`;
    expect(await verifyPassword(pw, await hashPassword(pw, CHEAP))).toBe(true);
  });

  it('answers false for another scheme or a truncated hash', async () => {
    const stored = await hashPassword('pw-12345678', CHEAP);
    for (const bad of [
      '',
      'bcrypt$2b$12$abc',
      stored.split('$').slice(0, 5).join('$'),
      stored.replace(/\$[^$]+$/, '$AAAA'),
    ]) {
      expect(await verifyPassword('pw-12345678', bad), bad.slice(0, 30)).toBe(false);
    }
  });
});

describe('decoyHash', () => {
  it('is computed once and matches no guessable password', async () => {
    const [a, b] = [await decoyHash(CHEAP), await decoyHash(CHEAP)];
    expect(a).toBe(b);
    expect(a.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('', a)).toBe(false);
    expect(await verifyPassword('password1234', a)).toBe(false);
  });
});
