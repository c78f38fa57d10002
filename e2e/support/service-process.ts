import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

export type ProcessName = 'gateway' | 'auth-user' | 'lists-progress' | 'catalogue' | 'social' | 'dashboard';

const READY: Record<'gateway' | 'service', RegExp> = {
  gateway: /Gateway listening on/,
  service: /is listening on the Redis transport/,
};

/** One built service (`services/<name>/dist/main.js`) run as a real process, as `npm start` runs it. */
export class ServiceProcess {
  private child: ChildProcess | undefined;
  /** Everything the process printed, across restarts: shown when a test fails, parsed by some. */
  output = '';

  constructor(
    readonly name: ProcessName,
    private readonly env: Record<string, string>,
  ) {}

  async start(): Promise<void> {
    const child = spawn(
      process.execPath,
      ['--enable-source-maps', path.join(ROOT, 'services', this.name, 'dist/main.js')],
      {
        cwd: path.join(ROOT, 'services', this.name),
        env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...this.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    this.child = child;
    const ready = this.name === 'gateway' ? READY.gateway : READY.service;
    const startedAt = this.output.length;
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        this.output += chunk.toString();
        if (ready.test(this.output.slice(startedAt))) resolve();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) =>
        reject(new Error(`${this.name} exited with ${code} before it was ready:\n${this.output}`)),
      );
    });
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Stops the process (SIGTERM: a graceful shutdown) and waits until it has exited. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}
