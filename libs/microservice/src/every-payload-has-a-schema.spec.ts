import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const SERVICES = join(ROOT, 'services');

/** `@Payload()` or `@Payload('field')`: a payload (or a field of it) taken without its schema. */
const UNCHECKED_PAYLOAD = /@Payload\(\s*(?:'[^']*'\s*)?\)/g;

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('every message handler', () => {
  it('declares the schema of what it takes (`@Payload({ schema })`), which the payload pipe checks', () => {
    const sources = readdirSync(SERVICES).flatMap((service) => sourcesUnder(join(SERVICES, service, 'src')));
    expect(sources.length).toBeGreaterThan(0);
    const unchecked = sources.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(UNCHECKED_PAYLOAD)].map(
        (match) => `${relative(ROOT, path)}: ${match[0]}`,
      ),
    );
    expect(unchecked).toEqual([]);
  });
});
