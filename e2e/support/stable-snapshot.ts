import { expect } from './test';

/**
 * Compares what a page shows with the database while other tests write to it: `show` (re)loads the page and
 * reads its figures; a look counts only when `stored` gave the same answer just before and just after it (no
 * write in between), and then what is shown must equal `expected` of that answer. A look spoilt by a write is
 * taken again, until the timeout.
 */
export async function expectShownMatchesStored<Stored, Shown>(
  stored: () => Promise<Stored>,
  show: () => Promise<Shown>,
  expected: (stored: Stored) => Shown,
  timeout = 150_000,
) {
  await expect(async () => {
    const before = await stored();
    const onPage = await show();
    const after = await stored();
    expect(JSON.stringify(after), 'the database changed while the page loaded; again').toBe(
      JSON.stringify(before),
    );
    expect<unknown>(onPage).toEqual(expected(before));
  }).toPass({ timeout, intervals: [500, 2_000, 5_000] });
}
