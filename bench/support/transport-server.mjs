// One claiming transport server for bench/transport.bench.mjs, from the build of @tracker/redis named by
// its first argument: it answers `bench.title` with a kept title, as the catalogue answers a cached read,
// and `bench.echo` with what it was sent. Prints `ready` once it listens.
/* global process, console -- Node's globals; the lint config declares none for .mjs */
import { Logger } from '@nestjs/common';

const [entry, prefix, redisUrl] = process.argv.slice(2);
const { ClaimingRedisServer, SerializedJson, transportOptions } = await import(entry);
// As the services log: outside an app Nest's logger would write a debug line per claimed frame.
Logger.overrideLogger(['error', 'warn']);

/** About the size of a title the catalogue keeps: a few kB of JSON with some Japanese in it. */
const title = new SerializedJson({
  mal_id: 52991,
  title: 'Sousou no Frieren',
  title_japanese: '葬送のフリーレン',
  synopsis: 'During their decade-long quest to defeat the Demon King, '.repeat(30),
  genres: ['Adventure', 'Drama', 'Fantasy'].map((name, id) => ({ id, name })),
  episodes: 28,
  score: 9.3,
});

const server = new ClaimingRedisServer(prefix, 'bench', transportOptions(redisUrl));
server.addHandler('bench.title', async () => title);
server.addHandler('bench.echo', async (data) => data);
server.listen((error) => {
  if (error) throw error;
  console.log('ready');
});
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
