import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from '@tracker/testing';

import { ROOT } from './service-process';

const NGINX = '/usr/sbin/nginx';

/** Debian's nginx with the repo's own config (deploy/nginx), serving web/dist in front of a gateway. */
export class LocalNginx {
  private constructor(
    readonly url: string,
    private readonly child: ChildProcess,
    private readonly prefix: string,
  ) {}

  static async start(gatewayPort: number): Promise<LocalNginx> {
    if (!existsSync(NGINX)) throw new Error('nginx is not installed: apt-get install -y nginx');
    if (!existsSync(path.join(ROOT, 'web/dist/index.html')))
      throw new Error('web/dist is missing: build the web first (nx run web:build)');
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'tracker-nginx-'));
    const port = await freePort();
    // render.mjs is ESM and dependency-free: run it as the start script does, in a plain node process.
    const options = JSON.stringify({
      prefix,
      webPort: port,
      gatewayUpstream: `127.0.0.1:${gatewayPort}`,
      webRoot: path.join(ROOT, 'web/dist'),
    });
    const conf = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { renderNginx } from ${JSON.stringify(path.join(ROOT, 'deploy/nginx/render.mjs'))}; console.log(renderNginx(${options}));`,
      ],
      { encoding: 'utf8' },
    ).trim();
    const child = spawn(NGINX, ['-c', conf, '-p', prefix, '-e', 'stderr'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    while (
      !(await fetch(url).then(
        () => true,
        () => false,
      ))
    ) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`nginx did not start:\n${errors}\n${readFileSync(conf, 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return new LocalNginx(url, child, prefix);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null) {
      const exited = once(this.child, 'exit');
      this.child.kill('SIGQUIT');
      await exited;
    }
    rmSync(this.prefix, { recursive: true, force: true });
  }
}
