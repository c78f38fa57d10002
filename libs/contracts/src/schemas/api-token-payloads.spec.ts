import { apiTokenBody, apiTokenRevoke, apiTokenVerify } from './api-token-payloads.js';
import { refusalOf } from './refusal-of.testing.js';

const USER = '0b9c1f52-6d1e-4f7a-9a53-3c1d2e4f5a6b';

describe('apiTokenBody', () => {
  it('trims the name and takes either scope', () => {
    expect(apiTokenBody.parse({ name: '  backup  ', scope: 'read' })).toEqual({
      name: 'backup',
      scope: 'read',
    });
    expect(apiTokenBody.parse({ name: 'x'.repeat(50), scope: 'write' }).name).toHaveLength(50);
  });

  it.each([
    ['a blank name', { name: ' ', scope: 'read' }, 'Give the token a name, so you can tell it apart later.'],
    ['a long name', { name: 'x'.repeat(51), scope: 'read' }, 'name must be at most 50 characters, got 51.'],
    ['NUL in the name', { name: 'a\u0000b', scope: 'read' }, 'name must not contain NUL characters.'],
    ['a number for a name', { name: 7, scope: 'read' }, 'name must be text.'],
    [
      'another scope',
      { name: 'cli', scope: 'admin' },
      "scope must be one of read, write: 'read' only reads, 'write' also changes.",
    ],
    [
      'an unknown field',
      { name: 'cli', scope: 'read', isAdmin: true },
      'Unknown field: isAdmin. Accepted: name, scope.',
    ],
    ['text for a body', 'cli', 'The request body must be a JSON object.'],
  ])('refuses %s', (_what, body, message) => {
    expect(refusalOf(apiTokenBody, body)).toBe(message);
  });
});

describe('apiTokenRevoke', () => {
  it('needs a token id and the signed-in user', () => {
    expect(refusalOf(apiTokenRevoke, { userId: USER, id: 'x' })).toBe(
      'id must be the id of an API token (a UUID).',
    );
    expect(refusalOf(apiTokenRevoke, { id: USER })).toBe('userId must be the id of a user (a UUID).');
  });
});

describe('apiTokenVerify', () => {
  it('takes a sha256 in hex only, never a token', () => {
    expect(apiTokenVerify.parse({ tokenHash: 'a'.repeat(64) })).toEqual({ tokenHash: 'a'.repeat(64) });
    expect(refusalOf(apiTokenVerify, { tokenHash: `at_${'a'.repeat(43)}` })).toBe(
      'tokenHash must be the hex sha256 of a token.',
    );
  });
});
