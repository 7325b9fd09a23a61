/**
 * Build-time compaction of the `zipcodes` package's US table (5 MB: one row per ZIP code with
 * coordinates) into what the offline place suggestions read: one row per city and state with its number
 * of ZIP codes. The location step's on-demand chunk shrinks from about 750 KB to about 100 KB gzip; the
 * suggestions are the same (see buildUsPlaceIndex's zipCount).
 */
const vm = require('node:vm');

module.exports = function usPlacesLoader(source) {
  const sandbox = { exports: {}, module: { exports: {} } };
  sandbox.module.exports = sandbox.exports;
  vm.runInNewContext(source, sandbox, { timeout: 10_000 });
  const codes = sandbox.module.exports.codes ?? sandbox.exports.codes;
  if (!codes) throw new Error('us-places-loader: the zipcodes table has no `codes` export');
  const counts = new Map();
  for (const { city, state, country } of Object.values(codes)) {
    if (country !== undefined && country !== 'US') continue;
    const key = `${city}\t${state}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const rows = [...counts].map(([key, zipCount]) => [...key.split('\t'), zipCount]);
  return [
    '// Generated at build time by vendor-app/build/us-places-loader.cjs from the zipcodes package.',
    `const rows = ${JSON.stringify(rows)};`,
    'exports.codes = rows.map(([city, state, zipCount]) => ({ city, state, country: "US", zipCount }));',
  ].join('\n');
};
