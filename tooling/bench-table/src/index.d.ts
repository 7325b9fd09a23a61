/** One line of the figures table: `key` identifies it within its bench (the figure's name). */
export interface BenchRow {
  figure: string;
  target: string;
  latest: string;
  /** true: target met; false: missed; null: no target (a reference figure). */
  met: boolean | null;
  /** when and on what it was measured, e.g. '2026-11-27, 5.7× phone'. */
  measured: string;
}

export const START_MARKER: string;
export const END_MARKER: string;

/** The document's text with `bench`'s rows replaced (same figure) or added after its last row. */
export function replaceBenchRows(markdown: string, bench: string, rows: readonly BenchRow[]): string;

/**
 * Writes `rows` into docs/performance.md of the workspace (or `options.file`), unless the environment has
 * BENCH_TABLE=0. Answers the file written, or null when skipped.
 */
export function writeBenchRows(
  bench: string,
  rows: readonly BenchRow[],
  options?: { file?: string; cwd?: string },
): Promise<string | null>;

/** Today's date in UTC, as the table's `measured` column starts. */
export function today(): string;
