/**
 * What a PromQL expression reads, found without a full parser: enough for checking the dashboard and the
 * alerting rules against the metrics the code exports (promtool checks the syntax where it is installed).
 */

/** A series selector: a metric name and the labels its matchers name. */
export interface Selector {
  metric: string;
  labels: string[];
}

export interface Analysis {
  selectors: Selector[];
  /** Labels named by `by`, `without`, `on`, `ignoring`, `group_left` and `group_right`. */
  grouping: string[];
  /** Names called as functions or aggregations. */
  functions: string[];
  /** Grafana variables (`$name`, `${name}`) anywhere in the text. */
  variables: string[];
}

const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);

/** The functions and aggregations the dashboard and the rules may use. */
export const PROMQL_FUNCTIONS = new Set([
  'abs',
  'absent',
  'avg',
  'avg_over_time',
  'changes',
  'clamp_max',
  'clamp_min',
  'count',
  'delta',
  'deriv',
  'histogram_quantile',
  'increase',
  'irate',
  'max',
  'max_over_time',
  'min',
  'min_over_time',
  'rate',
  'sum',
  'topk',
  'vector',
]);

export function analyse(expr: string): Analysis {
  const variables = [...expr.matchAll(/\$\{?(\w+)(?::\w+)?\}?/g)].map((match) => match[1]);
  // Strings (matcher values, regexes) and range or subquery brackets name no metric.
  let text = expr.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""').replace(/\[[^\]]*\]/g, '');
  const grouping: string[] = [];
  text = text.replace(
    /\b(?:by|without|on|ignoring|group_left|group_right)\s*\(([^)]*)\)/g,
    (_clause, list: string) => {
      grouping.push(
        ...list
          .split(',')
          .map((label) => label.trim())
          .filter(Boolean),
      );
      return ' ';
    },
  );
  const selectors: Selector[] = [];
  const functions: string[] = [];
  for (const [, name, matchers, call] of text.matchAll(
    /(?<![\w.:$])([a-zA-Z_:][\w:]*)\s*(\{[^}]*\})?\s*(\()?/g,
  )) {
    if (call && !matchers) functions.push(name);
    else if (!KEYWORDS.has(name)) {
      const labels = matchers
        ? [...matchers.matchAll(/(\w+)\s*(?:=~|!~|!=|=)/g)].map((match) => match[1])
        : [];
      selectors.push({ metric: name, labels });
    }
  }
  return { selectors, grouping, functions, variables };
}

/** GitHub's anchor for a Markdown heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}
