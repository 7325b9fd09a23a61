import { describe, expect, it } from 'vitest';
import { END_MARKER, replaceBenchRows, START_MARKER } from './index.mjs';

const doc = [
  '# Performance',
  START_MARKER,
  '| figure | target | latest | met | measured | bench |',
  '|---|---|---|---|---|---|',
  '| a | ≤ 50 ms | 5 ms | met | 2026-11-25 | `x` |',
  '| b | ≤ 50 ms | 6 ms | met | 2026-11-25 | `x` |',
  '| c | ≥ 90 | 98 | met | 2026-11-27 | `y` |',
  END_MARKER,
  'after',
].join('\n');

const row = (figure, latest, met = true) => ({
  figure,
  target: '≤ 50 ms',
  latest,
  met,
  measured: '2026-11-28',
});

describe('replaceBenchRows', () => {
  it("replaces a bench's row of the same figure and leaves every other row and the text around it", () => {
    const out = replaceBenchRows(doc, 'x', [row('b', '7 ms', false)]);
    expect(out).toContain('| b | ≤ 50 ms | 7 ms | **missed** | 2026-11-28 | `x` |');
    expect(out).toContain('| a | ≤ 50 ms | 5 ms | met | 2026-11-25 | `x` |');
    expect(out).toContain('| c | ≥ 90 | 98 | met | 2026-11-27 | `y` |');
    expect(out.startsWith('# Performance\n')).toBe(true);
    expect(out.endsWith(`${END_MARKER}\nafter`)).toBe(true);
    expect(out.split('\n')).toHaveLength(doc.split('\n').length);
  });

  it("adds a new figure after the bench's last row, and a new bench's rows at the end", () => {
    const out = replaceBenchRows(replaceBenchRows(doc, 'x', [row('d', '1 ms')]), 'z', [
      { ...row('e', '2 ms'), met: null },
    ]);
    const figures = out
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| figure'))
      .map((l) => l.split('|')[1].trim());
    expect(figures).toEqual(['a', 'b', 'd', 'c', 'e']);
    expect(out).toContain('| e | ≤ 50 ms | 2 ms | — | 2026-11-28 | `z` |');
  });

  it('escapes a pipe inside a cell and still finds the row again', () => {
    const once = replaceBenchRows(doc, 'x', [row('a | b', '1 ms')]);
    const twice = replaceBenchRows(once, 'x', [row('a | b', '2 ms')]);
    expect(twice).toContain('| a \\| b | ≤ 50 ms | 2 ms |');
    expect(twice).not.toContain('| 1 ms |');
  });

  it('refuses a document without the markers', () => {
    expect(() => replaceBenchRows('# no table', 'x', [])).toThrow(/markers/);
  });
});
