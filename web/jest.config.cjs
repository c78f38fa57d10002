const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  // reflect-metadata (the preset's setup) serves Nest only.
  setupFiles: [],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.cjs'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.css$': 'identity-obj-proxy',
  },
};
