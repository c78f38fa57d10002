import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';

import { argon2id, hash, type HashOptions, verify } from 'argon2';

import { HashQueue } from './hash-queue.js';

/**
 * argon2id with OWASP's second recommended profile (19 MiB, 2 passes, 1 lane). The native `argon2`
 * package hashes on libuv's thread pool: about 3× hash-wasm's speed here and it leaves the event loop
 * free (hash-wasm blocked it for the whole hash). The encoded (PHC) hash carries its parameters, so
 * hashes made by hash-wasm still verify and raising the parameters later keeps old hashes verifiable.
 */
const ARGON2_OPTIONS: HashOptions = {
  type: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  hashLength: 32,
};

/**
 * One hash per core at a time (libuv runs 4 threads by default), a 2 s wait at most: a burst of logins
 * is answered 'try again in a moment' within the gateway's timeout instead of starving everyone.
 */
const hashing = new HashQueue({
  concurrency: Math.min(4, availableParallelism()),
  maxWaitMs: 2000,
  maxQueued: 100,
});

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => hash(password, ARGON2_OPTIONS));
}

/** `urgent`: the login comes from a browser the account signed in from before (see HashQueue). */
export function verifyPassword(password: string, encoded: string, urgent = false): Promise<boolean> {
  return hashing.run(() => verify(encoded, password), urgent);
}

/**
 * A hash of a random password, verified against when the email is unknown, so that a login for an unknown
 * account takes as long as one with a wrong password and does not reveal which accounts exist. Made once,
 * outside the queue, so a refusal during a burst is never remembered as the decoy.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);
  return decoyHash;
}
