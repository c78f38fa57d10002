// The JWT secret of this installation: random, made on first start, kept in a git-ignored file that only
// its owner can read, and reused after so tokens stay valid across restarts. JWT_SECRET in the
// environment wins (a deployment brings its own).
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** 48 random bytes: 64 base64url characters, far past what guessing or brute force can reach. */
const SECRET_BYTES = 48;
const MIN_LENGTH = 16;

/**
 * Reads the secret in `file`, creating the file (mode 0600) with a new random secret when it is missing.
 * @returns {{ secret: string, created: boolean }}
 */
export function installationJwtSecret(file) {
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  try {
    // 'wx' fails when the file exists, so two starts at once keep the first one's secret.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return { secret, created: true };
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  // A copy or an umask may have widened it: the secret is as good as whoever can read this file.
  if (statSync(file).mode & 0o077) chmodSync(file, 0o600);
  const kept = readFileSync(file, 'utf8').trim();
  if (kept.length < MIN_LENGTH) {
    throw new Error(
      `${file} holds no usable JWT secret (at least ${MIN_LENGTH} characters): delete it to make a new one (signs everyone out) or set JWT_SECRET.`,
    );
  }
  return { secret: kept, created: false };
}

/**
 * The secret a local run uses: `env.JWT_SECRET` when set, else the installation's secret in `file`.
 * @returns {{ secret: string, source: 'environment' | 'created' | 'file' }}
 */
export function localJwtSecret(env, file) {
  if (env.JWT_SECRET) return { secret: env.JWT_SECRET, source: 'environment' };
  const { secret, created } = installationJwtSecret(file);
  return { secret, source: created ? 'created' : 'file' };
}
