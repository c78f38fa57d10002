import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The version of the repository the processes were built from: the root package.json's (the one naming the
 * workspaces), found up from `from`. Every process runs inside the repository's layout, in the images too
 * (`/app/package.json`); 'unknown' if none is found.
 */
export function stackVersion(from = process.cwd()): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        version?: string;
        workspaces?: unknown;
      };
      if (manifest.workspaces) return manifest.version ?? 'unknown';
    } catch {
      // No manifest here: look further up.
    }
    if (path.dirname(dir) === dir) return 'unknown';
  }
}
