// Shared Jest settings: TypeScript through SWC (decorator metadata for Nest injection), NestJS 12's
// ESM packages transformed to CommonJS, workspace libs resolved to their sources so tests need no build.
const path = require('node:path');

const libs = path.join(__dirname, 'libs');

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages under node_modules that Jest must compile to CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|@fastify|content-disposition|cookie|set-cookie-parser|toad-cache|uuid|file-type|strtok3|token-types|peek-readable|@tokenizer|@borewit|uint8array-extras)/)',
  ],
  moduleNameMapper: {
    '^@tracker/contracts/schemas$': `${libs}/contracts/src/schemas/index.ts`,
    '^@tracker/(contracts|config|database|redis|testing|domain|microservice|fake-jikan)$': `${libs}/$1/src/index.ts`,
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  setupFiles: ['reflect-metadata'],
  // Integration suites start real services; on a busy CI machine their hooks need more than Jest's 5 s.
  testTimeout: 30_000,
  // A suite that fails half-way may leave connections open: report it and exit rather than hang CI.
  forceExit: true,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/test/**/*.int-spec.ts'],
};
