// One run of bench/transport.bench.mjs's load: `callers` concurrent callers, each sending its next request
// as soon as its last one is answered, for `seconds` after a second's warm-up, through the build of
// @tracker/redis named by the first argument. Prints the requests answered and the CPU this process spent.
/* global process, console, setTimeout, performance -- Node's globals; the lint config declares none for .mjs */
import { Logger } from '@nestjs/common';

const [entry, prefix, redisUrl, pattern, callers, seconds] = process.argv.slice(2);
const { sendJson, send, TrackerRedisClient, transportOptions } = await import(entry);
// Its output is the figures alone.
Logger.overrideLogger(['error', 'warn']);

const client = new TrackerRedisClient(prefix, transportOptions(redisUrl));
await client.connect();
const contract = { service: 'catalogue', pattern, kind: 'request' };
// The gateway passes a title's bytes on (sendJson); other callers take the value (send).
const call = pattern === 'bench.title' ? sendJson : send;

let requests = 0;
let running = true;
const caller = async () => {
  while (running) {
    await call(client, contract, { id: 52991 }, 5000);
    requests += 1;
  }
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const all = Promise.all(Array.from({ length: Number(callers) }, caller));
await sleep(1000);
requests = 0;
const cpu = process.cpuUsage();
const started = performance.now();
await sleep(Number(seconds) * 1000);
const answered = requests;
const elapsed = (performance.now() - started) / 1000;
const { user, system } = process.cpuUsage(cpu);
running = false;
await all;
await client.close();
console.log(JSON.stringify({ requests: answered, rps: answered / elapsed, cpuUs: user + system }));
