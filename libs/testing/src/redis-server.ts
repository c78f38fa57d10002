import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

import { freePort } from './backing-services.js';

/** A redis-server of the test's own, on its own port, that the test may stop and start again. */
export interface OwnRedisServer {
  url: string;
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function ownRedisServer(binary = 'redis-server'): Promise<OwnRedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn(
        binary,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      child = started;
      await waitForOutput(started, /Ready to accept connections/);
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
      child = undefined;
    },
  };
}

function waitForOutput(child: ChildProcess, ready: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`redis-server exited with ${code} before it was ready:\n${output}`)),
    );
    child.once('error', reject);
  });
}
