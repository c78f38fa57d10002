import { startFakeJikan } from './fake-jikan.server.js';

// For local development: serve the fixture catalogue with Jikan's own limits, so a client that overruns
// them sees the 429s it would see in production.
const raw = process.env.FAKE_JIKAN_PORT ?? '4010';
const port = Number(raw);
if (!/^\d+$/.test(raw) || port > 65_535) {
  console.error(`FAKE_JIKAN_PORT must be a port number (0-65535), got '${raw}'.`);
  process.exit(1);
}

const jikan = await startFakeJikan({ port, enforceLimits: { perSecond: 3, perMinute: 60 } });
console.log(`Fake Jikan listening: JIKAN_BASE_URL=${jikan.url} (MAL v2 at ${jikan.malUrl})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void jikan.close().then(() => process.exit(0));
  });
}
