/**
 * The result count line: 'Found 3 vendor(s)', plus ' matching your criteria' when a filter is active
 * ('Found 0 vendor(s) matching your criteria'). The admin page always uses the long form.
 */
export function vendorCountText(count: number, filtered: boolean): string {
  return `Found ${count} vendor(s)${filtered ? ' matching your criteria' : ''}`;
}
