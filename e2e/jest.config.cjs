// Stack and browser tests run the built processes, so they run one file at a time.
module.exports = {
  ...require('../jest.preset.cjs'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/stack/**/*.int-spec.ts', '<rootDir>/browser/**/*.e2e-spec.ts'],
  testTimeout: 90_000,
};
