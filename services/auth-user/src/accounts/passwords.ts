import { randomBytes } from 'node:crypto';

import { argon2id, argon2Verify } from 'hash-wasm';

/**
 * argon2id with OWASP's second recommended profile (19 MiB, 2 passes, 1 lane), in WebAssembly so no
 * native build is needed. The encoded hash carries its parameters, so raising them later keeps old
 * hashes verifiable.
 */
const ARGON2_PARAMS = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 };

export function hashPassword(password: string): Promise<string> {
  return argon2id({ ...ARGON2_PARAMS, password, salt: randomBytes(16), outputType: 'encoded' });
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return argon2Verify({ password, hash });
}

/**
 * A hash of a random password, verified against when the email is unknown, so that a login for an unknown
 * account takes as long as one with a wrong password and does not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
