// Password hashing with node:crypto scrypt (memory-hard; DESIGN.md §8). The stored string carries
// its parameters, so raising the cost later still verifies old hashes:
//   scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { KdfParams } from '../config.ts';

const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, { N, r, p }: KdfParams): Promise<Buffer> {
  // NOTE: scrypt needs 128·N·r bytes; Node's default maxmem (32 MiB) is below OWASP's N=2^17.
  const maxmem = 256 * N * r + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_BYTES, { N, r, p, maxmem }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: KdfParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A fixed hash verified when the email is unknown, so timing does not reveal which emails exist. */
let decoy: Promise<string> | null = null;
export function decoyHash(params: KdfParams): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'), params);
  return decoy;
}
