// Lives outside src/ because browser code may not import node:* (eslint), and react-router needs
// TextEncoder/TextDecoder, which jsdom lacks.
const { TextEncoder, TextDecoder } = require('node:util');
const v8 = require('node:v8');

Object.assign(globalThis, { TextEncoder, TextDecoder });
// fake-indexeddb (the local cache's tests) clones values with structuredClone, which jsdom lacks.
globalThis.structuredClone ??= (value) => v8.deserialize(v8.serialize(value));
// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};

require('@testing-library/jest-dom');
