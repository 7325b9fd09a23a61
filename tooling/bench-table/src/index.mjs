import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const START_MARKER = '<!-- bench:table:start -->';
export const END_MARKER = '<!-- bench:table:end -->';

const HEADER = ['| figure | target | latest | met | measured | bench |', '|---|---|---|---|---|---|'];

const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');

/** Splits a row into its cells, keeping escaped pipes inside a cell. */
function cells(line) {
  const parts = line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/);
  return parts.map((part) => part.trim());
}

function format(bench, row) {
  const met = row.met === null ? '—' : row.met ? 'met' : '**missed**';
  return `| ${cell(row.figure)} | ${cell(row.target)} | ${cell(row.latest)} | ${met} | ${cell(row.measured)} | \`${cell(bench)}\` |`;
}

const benchOf = (line) => cells(line)[5]?.replaceAll('`', '') ?? '';
const figureOf = (line) => cells(line)[0] ?? '';

export function replaceBenchRows(markdown, bench, rows) {
  const start = markdown.indexOf(START_MARKER);
  const end = markdown.indexOf(END_MARKER);
  if (start < 0 || end < start) {
    throw new Error(`the table's markers (${START_MARKER} … ${END_MARKER}) are missing`);
  }
  const body = markdown
    .slice(start + START_MARKER.length, end)
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .slice(2);
  const lines = [...body];
  for (const row of rows) {
    const line = format(bench, row);
    const same = lines.findIndex((l) => benchOf(l) === bench && figureOf(l) === cell(row.figure));
    if (same >= 0) {
      lines[same] = line;
      continue;
    }
    let last = -1;
    lines.forEach((l, i) => {
      if (benchOf(l) === bench) last = i;
    });
    lines.splice(last >= 0 ? last + 1 : lines.length, 0, line);
  }
  const table = [...HEADER, ...lines].join('\n');
  return `${markdown.slice(0, start + START_MARKER.length)}\n${table}\n${markdown.slice(end)}`;
}

function workspaceRoot(from) {
  let dir = path.resolve(from);
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no pnpm-workspace.yaml above ${from}`);
    dir = parent;
  }
  return dir;
}

export async function writeBenchRows(bench, rows, options = {}) {
  if (process.env.BENCH_TABLE === '0' || rows.length === 0) return null;
  const file = options.file ?? path.join(workspaceRoot(options.cwd ?? process.cwd()), 'docs/performance.md');
  const text = await readFile(file, 'utf8');
  await writeFile(file, replaceBenchRows(text, bench, rows));
  return file;
}

export function today() {
  return new Date().toISOString().slice(0, 10);
}
