import { once } from 'node:events';
import { readFileSync } from 'node:fs';

import { Supervisor } from '../../scripts/lib/supervisor.mjs';

/** A child that runs until it is killed, and says when it is ready. */
const FOREVER = ['-e', "console.log('ready'); setInterval(() => {}, 1e6)"];

interface Exit {
  name: string;
  reason: string;
  delayMs: number;
  restarts: number;
}

/** A supervisor whose log lines are kept, with a way to await a line. */
function supervise(options: ConstructorParameters<typeof Supervisor>[0] = {}) {
  const lines: string[] = [];
  const supervisor = new Supervisor({
    log: (line: string) => {
      lines.push(line);
      supervisor.emit('line', line);
    },
    ...options,
  });
  const line = (text: string) =>
    lines.includes(text)
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const listener = (logged: string) => {
            if (logged !== text) return;
            supervisor.off('line', listener);
            resolve();
          };
          supervisor.on('line', listener);
        });
  const exits = async (count: number): Promise<Exit[]> => {
    const seen: Exit[] = [];
    while (seen.length < count) seen.push(((await once(supervisor, 'exit')) as [Exit])[0]);
    return seen;
  };
  return { supervisor, lines, line, exits };
}

/** A line of `name`'s as the supervisor logs it. */
const from = (name: string, text: string) => `[${name}]`.padEnd(18) + text;

/** Dead or a zombie nobody has reaped yet: either way it serves nothing. */
function gone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

let running: Supervisor | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

describe('Supervisor', () => {
  it('restarts a killed process after the first back-off and says so in one line', async () => {
    const { supervisor, lines, line, exits } = supervise({ initialDelayMs: 20 });
    running = supervisor;
    supervisor.run('lists-progress', process.execPath, FOREVER);
    await line('[lists-progress]  ready');
    const first = supervisor.child('lists-progress')!.pid!;

    const restarted = once(supervisor, 'start');
    process.kill(first, 'SIGKILL');
    const [exit] = await exits(1);
    expect(exit).toEqual({ name: 'lists-progress', reason: 'SIGKILL', delayMs: 20, restarts: 1 });
    expect(lines).toContain('[lists-progress]  exited (SIGKILL); restarting in 0.02 s (restart 1)');

    const [{ pid }] = (await restarted) as [{ pid: number }];
    expect(pid).not.toBe(first);
    expect(supervisor.child('lists-progress')?.pid).toBe(pid);
  });

  it('doubles the wait for a process that keeps failing, up to the ceiling', async () => {
    const { supervisor, lines, exits } = supervise({ initialDelayMs: 10, maxDelayMs: 40 });
    running = supervisor;
    supervisor.run('gateway', process.execPath, ['-e', 'process.exit(3)']);
    const delays = (await exits(5)).map((exit) => exit.delayMs);
    expect(delays).toEqual([10, 20, 40, 40, 40]);
    expect(lines).toContain(from('gateway', 'exited (code 3); restarting in 0.04 s (restart 5)'));
  });

  it('starts the wait over for a process that had stayed up long enough', async () => {
    const { supervisor, exits } = supervise({ initialDelayMs: 10, stableAfterMs: 50 });
    running = supervisor;
    // Up 100 ms each time: longer than stableAfterMs, so every exit is a first one.
    supervisor.run('social', process.execPath, ['-e', 'setTimeout(() => process.exit(1), 100)']);
    expect((await exits(3)).map((exit) => [exit.delayMs, exit.restarts])).toEqual([
      [10, 1],
      [10, 2],
      [10, 3],
    ]);
  });

  it('keeps the other processes serving while one is restarted', async () => {
    const { supervisor, line, exits } = supervise({ initialDelayMs: 20 });
    running = supervisor;
    supervisor.run('catalogue', process.execPath, FOREVER);
    supervisor.run('dashboard', process.execPath, FOREVER);
    await Promise.all([line(from('catalogue', 'ready')), line(from('dashboard', 'ready'))]);
    const dashboard = supervisor.child('dashboard')!.pid!;

    process.kill(supervisor.child('catalogue')!.pid, 'SIGKILL');
    const [exit] = await exits(1);
    expect(exit.name).toBe('catalogue');
    expect(supervisor.child('dashboard')?.pid).toBe(dashboard);
    expect(gone(dashboard)).toBe(false);
  });

  it('ends what a dead process left behind in its group before starting it again', async () => {
    const { supervisor, lines, exits } = supervise({ initialDelayMs: 5_000 });
    running = supervisor;
    // Like nginx's master and its workers: the leader starts a worker, then is killed alone.
    const leader = [
      '-e',
      "const w = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e6)']);" +
        "console.log('worker ' + w.pid); setInterval(() => {}, 1e6)",
    ];
    supervisor.run('nginx', process.execPath, leader);
    const started = /worker (\d+)$/;
    await new Promise<void>((resolve) => supervisor.on('line', (l: string) => started.test(l) && resolve()));
    const worker = Number(started.exec(lines.find((l) => started.test(l))!)![1]);
    expect(gone(worker)).toBe(false);

    process.kill(supervisor.child('nginx')!.pid, 'SIGKILL');
    await exits(1);
    // The group was sent SIGKILL before 'exit' was emitted; the kernel may take a moment to deliver it.
    const deadline = Date.now() + 5_000;
    while (!gone(worker) && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
    expect(gone(worker)).toBe(true);
  });

  it('stops everything on stop() and restarts nothing after', async () => {
    const { supervisor, line } = supervise({ initialDelayMs: 1, stopTimeoutMs: 200 });
    supervisor.run('auth-user', process.execPath, FOREVER);
    // Shrugs off SIGTERM: stop() has to fall back to SIGKILL.
    supervisor.run('stubborn', process.execPath, [
      '-e',
      "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1e6)",
    ]);
    await Promise.all([line(from('auth-user', 'ready')), line(from('stubborn', 'ready'))]);
    const pids = [supervisor.child('auth-user')!.pid!, supervisor.child('stubborn')!.pid!];
    const starts = jest.fn();
    supervisor.on('start', starts);

    await supervisor.stop();
    expect(pids.filter((pid) => !gone(pid))).toEqual([]);
    expect(supervisor.child('auth-user')).toBeUndefined();
    expect(starts).not.toHaveBeenCalled();
  });

  it('cancels a restart that is still waiting when the stack stops', async () => {
    const { supervisor, exits } = supervise({ initialDelayMs: 60_000 });
    supervisor.run('web', process.execPath, ['-e', 'process.exit(1)']);
    await exits(1);
    const starts = jest.fn();
    supervisor.on('start', starts);
    await supervisor.stop();
    expect(starts).not.toHaveBeenCalled();
  });

  it('treats a command that cannot start like a crash', async () => {
    const { supervisor, exits } = supervise({ initialDelayMs: 10 });
    running = supervisor;
    supervisor.run('missing', '/nonexistent/command', []);
    const [exit] = await exits(1);
    expect(exit.reason).toMatch(/ENOENT/);
  });
});
