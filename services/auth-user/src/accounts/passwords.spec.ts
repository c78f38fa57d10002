import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.js';

/** 'Bebop1' as hash-wasm encoded it (argon2id, 19 MiB, 2 passes, 1 lane) before the move to `argon2`. */
const HASH_WASM_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$B9rfcNi6c3cacBEaTX/G3w$2BnPZ7UV8F6MDuy2AgacS5z8SSX4uRHqvbGNhVnUddQ';

describe('passwords', () => {
  it("hashes with argon2id at OWASP's 19 MiB, 2 passes, 1 lane, and verifies only the right password", async () => {
    const encoded = await hashPassword('Bebop1');
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword('Bebop1', encoded)).toBe(true);
    expect(await verifyPassword('Bebop2', encoded)).toBe(false);
  });

  it('still verifies the hashes stored before, made by hash-wasm', async () => {
    expect(await verifyPassword('Bebop1', HASH_WASM_HASH)).toBe(true);
    expect(await verifyPassword('bebop1', HASH_WASM_HASH)).toBe(false);
  });

  it('salts every hash and keeps one decoy', async () => {
    expect(await hashPassword('Bebop1')).not.toBe(await hashPassword('Bebop1'));
    expect(await decoyPasswordHash()).toBe(await decoyPasswordHash());
  });
});
