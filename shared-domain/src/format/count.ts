/**
 * Whole numbers with thousands separators, as `toLocaleString('en-US')` writes them: 1204 → '1,204'. Written
 * out instead of asking the browser's Intl: the first Intl call of a page builds its number formatter, a long
 * task inside the first render of the browse cards' review counts.
 */

/** '1234567' → '1,234,567': commas between groups of three digits of a digit string. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A count as shown: 0 → '0', 1204 → '1,204', -1500 → '-1,500'; fractions are rounded (12.6 → '13'). */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return String(count);
  const rounded = Math.round(Math.abs(count));
  return `${count < 0 && rounded > 0 ? '-' : ''}${groupThousands(String(rounded))}`;
}
