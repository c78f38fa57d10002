import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

/** Every npm workspace under services/ (one container each), plus the web tier. */
export function appNames(): string[] {
  const services = readdirSync(path.join(repoRoot, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [...services, 'web'];
}

/** Runs a command and returns stdout; on failure the error carries the command's own output. */
export function run(
  file: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): string {
  try {
    return execFileSync(file, args, {
      cwd: options.cwd ?? repoRoot,
      env: options.env ?? process.env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const failure = error as { status?: number; stdout?: string; stderr?: string };
    throw new Error(
      `${file} ${args.join(' ')} exited with ${failure.status}:\n${failure.stdout ?? ''}${failure.stderr ?? ''}`,
      { cause: error },
    );
  }
}
