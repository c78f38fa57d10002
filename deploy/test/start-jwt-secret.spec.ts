import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { installationJwtSecret, localJwtSecret } from '../../scripts/lib/jwt-secret.mjs';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'jwt-secret-'));
  file = path.join(dir, '.run', 'jwt-secret');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the installation JWT secret', () => {
  it('is made on the first run: 48 random bytes in base64url, in a file only its owner can read', () => {
    const { secret, created } = installationJwtSecret(file);
    expect(created).toBe(true);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('is read back on every later run, so tokens outlive a restart', () => {
    const first = installationJwtSecret(file).secret;
    expect(installationJwtSecret(file)).toEqual({ secret: first, created: false });
  });

  it('differs between installations', () => {
    const other = path.join(dir, 'other', 'jwt-secret');
    expect(installationJwtSecret(file).secret).not.toBe(installationJwtSecret(other).secret);
  });

  it('narrows a file that others can read back to 0600', () => {
    installationJwtSecret(file);
    writeFileSync(file, 'x'.repeat(40), { mode: 0o644 });
    expect(installationJwtSecret(file).secret).toBe('x'.repeat(40));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a file without a usable secret and says how to get one', () => {
    installationJwtSecret(file);
    writeFileSync(file, '\n');
    expect(() => installationJwtSecret(file)).toThrow(/holds no usable JWT secret.*delete it.*JWT_SECRET/);
  });
});

describe('localJwtSecret', () => {
  it('takes JWT_SECRET from the environment over the file, and writes no file then', () => {
    expect(localJwtSecret({ JWT_SECRET: 'from-the-environment-1234' }, file)).toEqual({
      secret: 'from-the-environment-1234',
      source: 'environment',
    });
    expect(() => statSync(file)).toThrow(/ENOENT/);
  });

  it("falls back to the installation's secret, saying whether it was just made", () => {
    const made = localJwtSecret({}, file);
    expect(made.source).toBe('created');
    expect(localJwtSecret({ JWT_SECRET: '' }, file)).toEqual({ secret: made.secret, source: 'file' });
  });
});
