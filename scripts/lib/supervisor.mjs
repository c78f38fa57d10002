// Runs the stack's long-lived processes like an orchestrator would: a process that exits is started again
// after a back-off (doubling from `initialDelayMs` to `maxDelayMs`, back to the start once it has stayed
// up `stableAfterMs`), the others keep serving, and each exit says so in one line. stop() ends them all.
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';

const PREFIX_WIDTH = 18;

/** '0.5 s', '1 s', '30 s'. */
const seconds = (ms) => `${ms / 1000} s`;

export class Supervisor extends EventEmitter {
  #processes = new Map();
  #stopping = false;

  /**
   * @param {{ log?: (line: string) => void, initialDelayMs?: number, maxDelayMs?: number,
   *   stableAfterMs?: number, stopTimeoutMs?: number }} options
   */
  constructor({
    log = (line) => console.log(line),
    initialDelayMs = 500,
    maxDelayMs = 30_000,
    stableAfterMs = 60_000,
    stopTimeoutMs = 10_000,
  } = {}) {
    super();
    Object.assign(this, { log, initialDelayMs, maxDelayMs, stableAfterMs, stopTimeoutMs });
  }

  /**
   * Starts `command` under the name `name` and keeps it running. Its output lines are logged behind
   * `[name]`. `stopSignal` is what stop() sends first (nginx finishes its requests on SIGQUIT).
   */
  run(name, command, args, { cwd, env, stopSignal = 'SIGTERM' } = {}) {
    if (this.#processes.has(name)) throw new Error(`${name} is already supervised`);
    const entry = { name, command, args, cwd, env, stopSignal, child: null, restarts: 0, streak: 0 };
    entry.prefix = `[${name}]`.padEnd(PREFIX_WIDTH);
    this.#processes.set(name, entry);
    this.#start(entry);
  }

  /** The live child of `name`, if it is running now. */
  child(name) {
    return this.#processes.get(name)?.child ?? undefined;
  }

  /** Ends every process (stopSignal, then SIGKILL after stopTimeoutMs) and restarts none of them. */
  async stop() {
    this.#stopping = true;
    await Promise.all(
      [...this.#processes.values()].map((entry) => {
        clearTimeout(entry.timer);
        const { child, ended } = entry;
        if (!child) return undefined;
        child.kill(entry.stopSignal);
        const deadline = setTimeout(() => this.#killGroup(child), this.stopTimeoutMs);
        return ended.then(() => clearTimeout(deadline));
      }),
    );
  }

  #start(entry) {
    entry.timer = undefined;
    // A process group of its own: when its leader dies, anything it left (nginx's workers) goes too.
    const child = spawn(entry.command, entry.args, {
      cwd: entry.cwd,
      env: entry.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    entry.child = child;
    let resolveEnded;
    entry.ended = new Promise((resolve) => (resolveEnded = resolve));
    const startedAt = Date.now();
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop();
        for (const line of lines) this.log(entry.prefix + line);
      });
    }
    let over = false;
    const end = (code, signal, error) => {
      if (over) return;
      over = true;
      entry.child = null;
      this.#killGroup(child);
      resolveEnded();
      if (this.#stopping) return;
      this.#scheduleRestart(
        entry,
        Date.now() - startedAt,
        error ? error.message : (signal ?? `code ${code}`),
      );
    };
    // A command that cannot start ('error') may never emit 'exit'.
    child.once('error', (error) => end(null, null, error));
    child.once('exit', (code, signal) => end(code, signal));
    this.emit('start', { name: entry.name, pid: child.pid, restarts: entry.restarts });
  }

  #scheduleRestart(entry, uptimeMs, reason) {
    if (uptimeMs >= this.stableAfterMs) entry.streak = 0;
    const delayMs = Math.min(this.initialDelayMs * 2 ** entry.streak, this.maxDelayMs);
    entry.streak += 1;
    entry.restarts += 1;
    this.log(
      `${entry.prefix}exited (${reason}); restarting in ${seconds(delayMs)} (restart ${entry.restarts})`,
    );
    entry.timer = setTimeout(() => this.#start(entry), delayMs);
    this.emit('exit', { name: entry.name, reason, delayMs, restarts: entry.restarts });
  }

  #killGroup(child) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone, or never started.
    }
  }
}
