import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { generateDockerfiles } from '../dockerfiles.mjs';
import { appNames, repoRoot } from './support.js';

interface Instruction {
  keyword: string;
  args: string;
}

/** Instructions of a Dockerfile, with line continuations joined and comments dropped. */
function instructions(text: string): Instruction[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** .dockerignore semantics: the last matching pattern wins, "!" re-includes, a match covers what is under it. */
function dockerIgnored(file: string): boolean {
  const rules = readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const include = line.startsWith('!');
      const pattern = (include ? line.slice(1) : line).replace(/\/$/, '');
      const source = pattern
        .split('/')
        .map((part) =>
          part === '**'
            ? '.*'
            : part
                .replace(/[.+^${}()|[\]\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/')
        .replace(/\.\*\//g, '(?:.*/)?');
      return { include, regex: new RegExp(`^${source}(?:/.*)?$`) };
    });
  let ignored = false;
  for (const rule of rules) if (rule.regex.test(file)) ignored = !rule.include;
  return ignored;
}

const dockerfiles = new Map(
  appNames().map((app) => [app, path.join(repoRoot, 'deploy', `${app}.Dockerfile`)]),
);

describe('deploy/*.Dockerfile', () => {
  it('exists for every workspace under services/ and for the web', () => {
    expect([...dockerfiles].filter(([, file]) => !existsSync(file)).map(([app]) => app)).toEqual([]);
  });

  it('is what deploy/dockerfiles.mjs generates from the current workspace manifests (run `node deploy/dockerfiles.mjs`)', () => {
    for (const [file, content] of generateDockerfiles()) {
      expect({ file, content: readFileSync(path.join(repoRoot, 'deploy', file), 'utf8') }).toEqual({
        file,
        content,
      });
    }
  });

  describe.each([...dockerfiles])('%s', (app, file) => {
    const steps = existsSync(file) ? instructions(readFileSync(file, 'utf8')) : [];
    const finalStage = steps.slice(steps.map((step) => step.keyword).lastIndexOf('FROM'));

    it('is multi-stage', () => {
      expect(steps.filter((step) => step.keyword === 'FROM').length).toBeGreaterThanOrEqual(2);
    });

    it('runs its final stage as a non-root user with a HEALTHCHECK', () => {
      const user = finalStage.filter((step) => step.keyword === 'USER').at(-1)?.args;
      expect(user).toBeDefined();
      expect(user?.split(':')[0]).not.toMatch(/^(root|0)$/);
      expect(finalStage.some((step) => step.keyword === 'HEALTHCHECK' && step.args.includes('CMD'))).toBe(
        true,
      );
    });

    if (app !== 'web') {
      it('starts node dist/main.js in the service directory with NODE_ENV=production', () => {
        expect(finalStage.filter((step) => step.keyword === 'WORKDIR').at(-1)?.args).toBe(
          `/app/services/${app}`,
        );
        expect(finalStage.filter((step) => step.keyword === 'CMD').at(-1)?.args).toBe(
          '["node", "dist/main.js"]',
        );
        expect(
          finalStage.some((step) => step.keyword === 'ENV' && /\bNODE_ENV=production\b/.test(step.args)),
        ).toBe(true);
      });
    }

    it('copies only files that exist in the build context and that .dockerignore lets through', () => {
      const sources = steps
        .filter((step) => step.keyword === 'COPY' && !step.args.startsWith('--from'))
        .flatMap((step) => step.args.split(/\s+/).slice(0, -1));
      expect(
        sources.filter(
          (source) => !existsSync(path.join(repoRoot, source)) || dockerIgnored(source.replace(/\/$/, '')),
        ),
      ).toEqual([]);
    });
  });
});

describe('.dockerignore', () => {
  it('keeps installed and built files out of the context but every workspace manifest in', () => {
    expect(
      [
        'node_modules',
        'web/node_modules/react',
        'libs/config/dist/index.js',
        'services/gateway/src/app.spec.ts',
      ].filter((file) => !dockerIgnored(file)),
    ).toEqual([]);
    expect(
      [
        'e2e/package.json',
        'deploy/package.json',
        'deploy/nginx/default.conf.template',
        'services/gateway/src/main.ts',
      ].filter(dockerIgnored),
    ).toEqual([]);
  });
});
