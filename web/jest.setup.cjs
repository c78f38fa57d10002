// Lives outside src/ because browser code may not import node:* (eslint), and react-router needs
// TextEncoder/TextDecoder, which jsdom lacks.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};

require('@testing-library/jest-dom');
