// Lives outside src/ because browser code may not import node:* (eslint), and react-router needs
// TextEncoder/TextDecoder, which jsdom lacks.
const { TextEncoder, TextDecoder } = require('node:util');
const v8 = require('node:v8');

Object.assign(globalThis, { TextEncoder, TextDecoder });
// fake-indexeddb (the local cache's tests) clones values with structuredClone, which jsdom lacks.
globalThis.structuredClone ??= (value) => v8.deserialize(v8.serialize(value));
// jsdom has no Request; react-router's data router builds one per navigation and reads only its url and signal.
globalThis.Request ??= class Request {
  constructor(input, init = {}) {
    this.url = String(input);
    this.method = init.method ?? 'GET';
    this.signal = init.signal;
  }
};
// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};

require('@testing-library/jest-dom');

// Components read their strings through react-i18next: both catalogues, loaded before any render.
require('./src/testing/i18n.ts').setUpI18n();

// findBy* and waitFor wait 1 s by default: a lazy route's first render can take longer while `npm test`
// runs every project's suites at once on a small machine. A passing test does not wait any longer.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
