import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { parse } from 'yaml';

import { analyse, headingAnchor, PROMQL_FUNCTIONS } from './promql.js';
import { repoRoot, run } from './support.js';

/** The source files that define the tracker's own metrics (a test below finds any other). */
const METRIC_SOURCES = [
  'libs/redis/src/transport/transport-metrics.ts',
  'services/gateway/src/observability/gateway-metrics.ts',
  'services/catalogue/src/upstream/upstream-metrics.ts',
  'services/catalogue/src/jobs/queue-metrics.ts',
];
/** Labels the scrape adds (docs/operations.md): every series may carry them. */
const SCRAPE_LABELS = ['job', 'instance', 'namespace', 'pod'];
/** Series Prometheus makes for each target itself. */
const SCRAPE_SERIES: Record<string, MetricInfo> = { up: { type: 'gauge', labels: [] } };
const GRAFANA_BUILTINS = ['__rate_interval', '__interval', '__range'];
const SEVERITIES = ['critical', 'warning', 'info'];

interface MetricInfo {
  type: string;
  labels: string[];
}
interface PromClient {
  register: PromRegistry;
  Registry: new () => PromRegistry;
  collectDefaultMetrics(options: { register: PromRegistry }): void;
}
interface PromRegistry {
  getMetricsAsJSON(): Promise<{ name: string; type: string }[]>;
  getSingleMetric(name: string): unknown;
}
interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { h: number; w: number; x: number; y: number };
  datasource?: { type: string; uid: string };
  targets?: { expr: string; refId: string; datasource?: { uid: string } }[];
  panels?: Panel[];
}
interface TemplateVariable {
  name: string;
  type: string;
  query: string | { query: string };
  datasource?: { uid: string };
}
interface Dashboard {
  uid: string;
  title: string;
  panels: Panel[];
  templating: { list: TemplateVariable[] };
}
interface AlertRule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

const dashboardFile = path.join(repoRoot, 'deploy', 'grafana', 'anitrack.json');
const rulesFile = path.join(repoRoot, 'deploy', 'prometheus', 'alerts.yaml');
const runbookFile = path.join(repoRoot, 'docs', 'operations.md');

/** prom-client as the processes load it. */
async function promClient(): Promise<PromClient> {
  const resolved = require.resolve('prom-client', { paths: [path.join(repoRoot, 'libs', 'microservice')] });
  return (await import(resolved)) as PromClient;
}

async function describeRegistry(registry: PromRegistry): Promise<Map<string, MetricInfo>> {
  const metrics = new Map<string, MetricInfo>();
  for (const { name, type } of await registry.getMetricsAsJSON()) {
    const metric = registry.getSingleMetric(name) as { labelNames?: string[] };
    metrics.set(name, { type, labels: metric.labelNames ?? [] });
  }
  return metrics;
}

/** The tracker's own metrics, as its modules register them. */
async function trackerMetrics(): Promise<Map<string, MetricInfo>> {
  const { register } = await promClient();
  for (const source of METRIC_SOURCES) await import(path.join(repoRoot, source));
  return describeRegistry(register);
}

/** prom-client's default metrics (process_*, nodejs_*), which every process serves. */
async function defaultMetrics(): Promise<Map<string, MetricInfo>> {
  const { Registry, collectDefaultMetrics } = await promClient();
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return describeRegistry(registry);
}

/** The metric a series name belongs to (a histogram's `_bucket`, `_sum` and `_count`), with its labels. */
function resolve(series: string, metrics: Map<string, MetricInfo>): MetricInfo | undefined {
  const exact = metrics.get(series);
  if (exact) return exact;
  const [, base, suffix] = /^(.+)_(bucket|sum|count)$/.exec(series) ?? [];
  const metric = base ? metrics.get(base) : undefined;
  if (!metric || !['histogram', 'summary'].includes(metric.type)) return undefined;
  if (suffix === 'bucket')
    return metric.type === 'histogram' ? { ...metric, labels: [...metric.labels, 'le'] } : undefined;
  return metric;
}

/** What is wrong with `expr`: unknown metrics, labels, functions or variables. */
function exprProblems(expr: string, metrics: Map<string, MetricInfo>, variables: string[] = []): string[] {
  const { selectors, grouping, functions, variables: used } = analyse(expr);
  const problems: string[] = [];
  if (selectors.length === 0) problems.push('reads no metric');
  const known = new Set(SCRAPE_LABELS);
  for (const { metric, labels } of selectors) {
    const info = resolve(metric, metrics);
    if (!info) {
      problems.push(`unknown metric ${metric}`);
      continue;
    }
    info.labels.forEach((label) => known.add(label));
    if (metric.endsWith('_bucket')) known.add('le');
    const allowed = new Set([
      ...SCRAPE_LABELS,
      ...info.labels,
      ...(metric.endsWith('_bucket') ? ['le'] : []),
    ]);
    problems.push(
      ...labels.filter((label) => !allowed.has(label)).map((label) => `${metric} has no label ${label}`),
    );
  }
  problems.push(
    ...grouping.filter((label) => !known.has(label)).map((label) => `groups by unknown label ${label}`),
  );
  problems.push(
    ...functions.filter((name) => !PROMQL_FUNCTIONS.has(name)).map((name) => `unknown function ${name}`),
  );
  problems.push(
    ...used
      .filter((name) => !variables.includes(name) && !GRAFANA_BUILTINS.includes(name))
      .map((name) => `undefined variable $${name}`),
  );
  return problems;
}

/** The anchors of the runbook's headings. */
function runbookAnchors(): string[] {
  return [...readFileSync(runbookFile, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) =>
    headingAnchor(heading),
  );
}

function promtoolAvailable(): boolean {
  try {
    execFileSync('promtool', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Every .ts file under `dir`, recursively. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

let metrics: Map<string, MetricInfo>;
let tracker: Map<string, MetricInfo>;

beforeAll(async () => {
  tracker = await trackerMetrics();
  metrics = new Map([...tracker, ...(await defaultMetrics()), ...Object.entries(SCRAPE_SERIES)]);
});

describe('the metrics the code exports', () => {
  it('are all defined in the files these checks load', () => {
    const defining = ['libs', 'services'].flatMap((top) =>
      readdirSync(path.join(repoRoot, top)).flatMap((project) => {
        const src = path.join(repoRoot, top, project, 'src');
        try {
          return sourceFiles(src);
        } catch {
          return [];
        }
      }),
    );
    const found = defining
      .filter((file) => !file.endsWith('.spec.ts'))
      .filter((file) => /\bnew (Histogram|Counter|Gauge|Summary)\b/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(repoRoot, file));
    expect(found.sort()).toEqual([...METRIC_SOURCES].sort());
  });

  it("are each listed in the README's Operations table", () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    expect([...tracker.keys()].filter((name) => !readme.includes(`| \`${name}\``))).toEqual([]);
  });
});

describe('deploy/grafana/anitrack.json', () => {
  let dashboard: Dashboard;
  let panels: Panel[];
  let variables: string[];

  beforeAll(() => {
    dashboard = JSON.parse(readFileSync(dashboardFile, 'utf8')) as Dashboard;
    panels = dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
    variables = dashboard.templating.list.map((variable) => variable.name);
  });

  it('reads Prometheus through a templated data source', () => {
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'DS_PROMETHEUS', type: 'datasource', query: 'prometheus' }),
    );
    const elsewhere = panels.flatMap((panel) =>
      (panel.targets ?? [])
        .filter(
          (target) =>
            panel.datasource?.uid !== '${DS_PROMETHEUS}' || target.datasource?.uid !== '${DS_PROMETHEUS}',
        )
        .map((target) => `${panel.title} ${target.refId}`),
    );
    expect(elsewhere).toEqual([]);
  });

  it('lays its panels out on the 24-column grid without overlaps, each with a unique id', () => {
    expect(new Set(panels.map((panel) => panel.id)).size).toBe(panels.length);
    const cells = new Map<string, string>();
    const problems: string[] = [];
    for (const { title, gridPos } of panels) {
      if (gridPos.x < 0 || gridPos.w < 1 || gridPos.x + gridPos.w > 24)
        problems.push(`${title}: outside the grid`);
      for (let y = gridPos.y; y < gridPos.y + gridPos.h; y += 1)
        for (let x = gridPos.x; x < gridPos.x + gridPos.w; x += 1) {
          const taken = cells.get(`${x},${y}`);
          if (taken) problems.push(`${title} overlaps ${taken}`);
          cells.set(`${x},${y}`, title);
        }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('queries only metrics, labels and variables that exist', () => {
    const problems = panels.flatMap((panel) =>
      (panel.targets ?? []).flatMap((target) =>
        exprProblems(target.expr, metrics, variables).map(
          (problem) => `${panel.title} ${target.refId}: ${problem}`,
        ),
      ),
    );
    const variableProblems = dashboard.templating.list
      .filter((variable) => variable.type === 'query')
      .flatMap((variable) => {
        const query = typeof variable.query === 'string' ? variable.query : variable.query.query;
        const [, selector, label] = /^label_values\((.+),\s*(\w+)\)$/.exec(query) ?? [];
        if (!selector) return [`$${variable.name}: not a label_values query`];
        return exprProblems(selector, metrics, variables)
          .concat(SCRAPE_LABELS.includes(label) ? [] : [`unknown label ${label}`])
          .map((problem) => `$${variable.name}: ${problem}`);
      });
    expect([...problems, ...variableProblems]).toEqual([]);
  });

  it("shows every metric of the tracker's own", () => {
    const shown = new Set(
      panels.flatMap((panel) =>
        (panel.targets ?? []).flatMap((target) =>
          analyse(target.expr).selectors.map(({ metric }) => metric.replace(/_(bucket|sum|count)$/, '')),
        ),
      ),
    );
    expect([...tracker.keys()].filter((name) => !shown.has(name))).toEqual([]);
  });
});

describe('deploy/prometheus/alerts.yaml', () => {
  let rules: AlertRule[];

  beforeAll(() => {
    const file = parse(readFileSync(rulesFile, 'utf8')) as { groups: { name: string; rules: AlertRule[] }[] };
    rules = file.groups.flatMap((group) => group.rules);
  });

  it('gives every alert a duration, a severity, a summary, a description and a runbook section', () => {
    const anchors = runbookAnchors();
    expect(rules.length).toBeGreaterThan(0);
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
    const problems = rules.flatMap((rule) => {
      const runbook = /^docs\/operations\.md#([\w-]+)$/.exec(rule.annotations?.runbook_url ?? '');
      return [
        !rule.alert && 'a rule without an alert name',
        !rule.expr?.trim() && `${rule.alert}: no expr`,
        !/^\d+[smh]$/.test(rule.for ?? '') && `${rule.alert}: no for`,
        !SEVERITIES.includes(rule.labels?.severity ?? '') &&
          `${rule.alert}: severity not one of ${SEVERITIES.join(', ')}`,
        !rule.annotations?.summary && `${rule.alert}: no summary`,
        !rule.annotations?.description && `${rule.alert}: no description`,
        !runbook && `${rule.alert}: runbook_url is not docs/operations.md#<anchor>`,
        runbook &&
          !anchors.includes(runbook[1]) &&
          `${rule.alert}: docs/operations.md has no heading #${runbook[1]}`,
      ].filter(Boolean);
    });
    expect(problems).toEqual([]);
  });

  it('reads only metrics and labels that exist', () => {
    expect(
      rules.flatMap((rule) => exprProblems(rule.expr, metrics).map((problem) => `${rule.alert}: ${problem}`)),
    ).toEqual([]);
  });
});

describe('docs/operations.md', () => {
  it('links only to its own headings', () => {
    const anchors = runbookAnchors();
    const links = [...readFileSync(runbookFile, 'utf8').matchAll(/\]\(#([\w-]+)\)/g)].map(
      ([, anchor]) => anchor,
    );
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((anchor) => !anchors.includes(anchor))).toEqual([]);
  });
});

// promtool (Debian's `prometheus` package) checks the PromQL syntax; without it only the checks above run.
(promtoolAvailable() ? describe : describe.skip)('promtool', () => {
  it('accepts the alerting rules', () => {
    expect(run('promtool', ['check', 'rules', rulesFile])).toMatch(/SUCCESS/);
  });

  it("accepts the dashboard's queries, with their variables filled in", () => {
    const dashboard = JSON.parse(readFileSync(dashboardFile, 'utf8')) as Dashboard;
    const exprs = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
    const rules = exprs.map((expr, index) => ({
      record: `dashboard:query${index}`,
      expr: expr.replaceAll('$__rate_interval', '5m').replace(/\$\{?\w+\}?/g, '.*'),
    }));
    const dir = mkdtempSync(path.join(tmpdir(), 'tracker-promql-'));
    try {
      const file = path.join(dir, 'dashboard-rules.json');
      writeFileSync(file, JSON.stringify({ groups: [{ name: 'dashboard', rules }] }));
      expect(run('promtool', ['check', 'rules', file])).toMatch(/SUCCESS/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
