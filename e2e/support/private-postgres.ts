import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

import { freePort } from '@tracker/testing';

/**
 * A PostgreSQL cluster of the caller's own (initdb into a temp dir, on a free port), which it may restart
 * at will: the shared one on 5432 serves everyone else's tests and is never touched.
 */
export interface PrivatePostgres {
  /** The `postgres` database of the cluster, as the superuser `postgres` (trust auth on loopback). */
  url: string;
  /** `pg_ctl stop -m fast`: every connection is cut, as in a failover or an upgrade. */
  stop(): Promise<void>;
  /** Starts the stopped cluster again and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops the cluster and deletes its files. */
  destroy(): void;
}

export async function privatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'private-pg-'));
  const data = path.join(dir, 'data');
  // Postgres refuses to run as root: the cluster belongs to the postgres user when we are root.
  const asPostgres = userInfo().uid === 0;
  if (asPostgres) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const command = (tool: string, args: string[]): [string, string[]] =>
    asPostgres
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
  // Asynchronous, so a load running in this process goes on while the cluster stops and starts. No pipes:
  // the server that pg_ctl starts would hold them open, and the wait for their end would never end.
  const run = async (tool: string, args: string[]) => {
    const child = spawn(...command(tool, args), { cwd: dir, stdio: 'ignore' });
    const [code] = (await once(child, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`${tool} ${args.join(' ')} exited with ${code}:\n${serverLog()}`);
  };
  const serverLog = () => {
    try {
      return readFileSync(path.join(dir, 'server.log'), 'utf8').slice(-2000);
    } catch {
      return '(no server log)';
    }
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const pgCtlArgs = (...args: string[]) => [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    options,
    '-w',
    '-t',
    '30',
    ...args,
  ];
  await run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  await run('pg_ctl', pgCtlArgs('start'));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run('pg_ctl', pgCtlArgs('stop', '-m', 'fast')),
    start: () => run('pg_ctl', pgCtlArgs('start')),
    destroy: () => {
      try {
        execFileSync(...command('pg_ctl', pgCtlArgs('stop', '-m', 'immediate')), {
          stdio: 'ignore',
          cwd: dir,
        });
      } catch {
        // Already stopped: only the files are left to delete.
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The newest installed major version's binaries (Debian's layout). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const newest = readdirSync(root)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`No PostgreSQL under ${root}: install Debian's postgresql package.`);
  return path.join(root, newest, 'bin');
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}
