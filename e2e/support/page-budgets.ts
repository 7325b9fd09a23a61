import { readFileSync } from 'node:fs';
import { ownerTag } from './owners';

/**
 * Parts a first visit may be forbidden to fetch (`neverLoads` in e2e/page-budgets.json), each told apart by
 * what survives minification in its scripts: an app's origin, pro-components' names, or the class prefix an
 * antd component asks for (a Form prop for the form engine).
 */
export const PARTS = {
  'vendor-app': { origin: 'http://localhost:3002' },
  'admin-app': { origin: 'http://localhost:3003' },
  'pro-components': { body: /ProTable|ProForm|ProProvider|pro-table|pro-form|pro-field|ant-pro-/ },
  'antd Typography': { body: '("typography"' },
  'antd Card': { body: '("card"' },
  'antd Tabs': { body: '("tabs"' },
  'antd Form': { body: 'scrollToFirstError' },
  'antd grid': { body: '("row"' },
} as const;

type Part = keyof typeof PARTS;

export interface PageBudget {
  jsGzipKb?: number;
  reactCommits?: number;
  neverLoads?: Part[];
}

/** One route's rules, with the e2e tag of the team that owns the route. */
export interface RouteBudget extends PageBudget {
  route: string;
  tag: string;
}

const OWNERS = {
  'host-app': '@host-app',
  'vendor-app': '@vendor-app',
  'admin-app': '@admin-app',
  shell: '@shell',
};
const RULES = new Set(['jsGzipKb', 'reactCommits', 'neverLoads']);

/** Reads e2e/page-budgets.json; throws on a rule or part it does not know, or a route under the wrong owner. */
export function readPageBudgets(): RouteBudget[] {
  const file = JSON.parse(readFileSync(new URL('../page-budgets.json', import.meta.url), 'utf8'));
  const budgets: RouteBudget[] = [];
  for (const [owner, routes] of Object.entries(file)) {
    if (owner.startsWith('$')) continue;
    const tag = OWNERS[owner as keyof typeof OWNERS];
    if (!tag) throw new Error(`page-budgets.json: unknown app ${owner}`);
    for (const [route, budget] of Object.entries(routes as Record<string, PageBudget>)) {
      const sample = route.replace(/:[^/]+/g, 'x');
      if (ownerTag(sample) !== tag)
        throw new Error(`page-budgets.json: ${route} belongs to ${ownerTag(sample)}`);
      for (const rule of Object.keys(budget))
        if (!RULES.has(rule)) throw new Error(`page-budgets.json: unknown rule ${rule} on ${route}`);
      for (const part of budget.neverLoads ?? [])
        if (!(part in PARTS)) throw new Error(`page-budgets.json: unknown part ${part} on ${route}`);
      budgets.push({ ...budget, route, tag });
    }
  }
  return budgets;
}

/** The parts of `neverLoads` found among the scripts a visit fetched. */
export function partsLoaded(neverLoads: Part[], scripts: { url: string; body: string }[]): Part[] {
  return neverLoads.filter((part) => {
    const rule: { origin?: string; body?: string | RegExp } = PARTS[part];
    return scripts.some((script) =>
      rule.origin
        ? new URL(script.url).origin === rule.origin
        : typeof rule.body === 'string'
          ? script.body.includes(rule.body)
          : (rule.body?.test(script.body) ?? false),
    );
  });
}
