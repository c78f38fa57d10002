import { DEFAULT_JIKAN_BASE_URL, jikanBaseUrl } from './runtime-config';

describe('jikanBaseUrl', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete window.__TRACKER_CONFIG__;
  });

  it('defaults to the public Jikan v4 API', () => {
    expect(jikanBaseUrl()).toBe(DEFAULT_JIKAN_BASE_URL);
    expect(DEFAULT_JIKAN_BASE_URL).toBe('https://api.jikan.moe/v4');
  });

  it('takes the window config, then a <meta> over it, without a trailing slash', () => {
    window.__TRACKER_CONFIG__ = { jikanBaseUrl: 'http://127.0.0.1:4000/v4/' };
    expect(jikanBaseUrl()).toBe('http://127.0.0.1:4000/v4');

    document.head.innerHTML = '<meta name="jikan-base-url" content="https://jikan.example.test/v4">';
    expect(jikanBaseUrl()).toBe('https://jikan.example.test/v4');
  });
});
