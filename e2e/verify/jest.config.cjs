// `npm run verify`: the long proofs (a fault run under load), never part of `npm test`.
const path = require('node:path');

module.exports = {
  ...require('../../jest.preset.cjs'),
  rootDir: path.join(__dirname, '..'),
  testMatch: ['<rootDir>/verify/**/*.verify.ts'],
  testTimeout: 600_000,
};
