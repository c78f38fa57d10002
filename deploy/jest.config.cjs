// Our .mjs modules and the ESM-only kubernetes-models packages run through the preset's SWC transform.
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
  transform: { ...preset.transform, '^.+\\.mjs$': Object.values(preset.transform)[0] },
  transformIgnorePatterns: [
    '/node_modules/(?!(kubernetes-models|@kubernetes-models|is-cidr|cidr-regex|ip-regex)/)',
  ],
  resolver: '<rootDir>/test/esm-resolver.cjs',
};
