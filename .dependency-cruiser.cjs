/**
 * The import rules between the workspace packages and between the features of an app (`pnpm lint` runs
 * `depcruise --config .dependency-cruiser.cjs .`; docs/platform.md, "Boundaries", says why).
 *
 * Layers, lowest first; a package imports only packages of a lower layer, by package name and declared
 * dependency (each package.json's "exports" names its entry points):
 *   0  shared-domain, tooling/* (the build contract), packages/* (the route contract)
 *   1  shared-ui, devstack
 *   2  supabase, shell
 *   3  host-app, vendor-app, admin-app (the remotes)
 *   4  e2e
 * Whether an imported package is declared in package.json is knip's check (knip.json, "unlisted").
 * Finding files at run time by path (the devstack reading supabase/migrations, e2e reading a build's dist/)
 * is not an import and is not checked here.
 */

const PKG =
  '(shell|host-app|vendor-app|admin-app|shared-ui|shared-domain|devstack|supabase|e2e|tooling/[^/]+|packages/[^/]+)';
const APPS = '(shell|host-app|vendor-app|admin-app)';

const layer0 = '^(shared-domain|tooling/[^/]+|packages/[^/]+)/';
const layer1 = '^(shared-ui|devstack)/';
const layer2 = '^(supabase|shell)/';
const layer3 = '^(host-app|vendor-app|admin-app)/';
const layer4 = '^e2e/';

/** `from` may import nothing in `above` (the layers over it) nor in `beside` (its own layer, to keep it acyclic). */
const layerRule = (name, from, above, comment) => ({
  name,
  severity: 'error',
  comment,
  from: { path: from },
  to: { path: above },
});

module.exports = {
  forbidden: [
    {
      name: 'no-package-cycle',
      severity: 'error',
      comment: 'Packages form no loop: a cycle of imports that leaves the package it starts in.',
      from: { path: `^${PKG}/` },
      to: { circular: true, via: { pathNot: '^$1/' } },
    },
    {
      name: 'no-relative-import-across-packages',
      severity: 'error',
      comment:
        'Import another package by its name (and declare it in package.json), never by a relative path into its folder.',
      from: { path: `^${PKG}/` },
      to: { dependencyTypes: ['local'], pathNot: ['^$1/', 'node_modules'] },
    },
    layerRule(
      'layer-0-imports-upward',
      layer0,
      `${layer1}|${layer2}|${layer3}|${layer4}`,
      'shared-domain and the contracts (tooling/*, packages/*) are the bottom layer: they import no other layer.',
    ),
    {
      name: 'layer-0-shared-domain-imports-a-contract',
      severity: 'error',
      comment:
        'shared-domain is below the contracts: the route and build contracts may import it, not the reverse.',
      from: { path: '^shared-domain/' },
      to: { path: '^(tooling|packages)/' },
    },
    layerRule(
      'layer-1-imports-upward',
      layer1,
      `${layer2}|${layer3}|${layer4}`,
      'shared-ui and the devstack import only shared-domain and the contracts.',
    ),
    {
      name: 'layer-1-imports-its-neighbour',
      severity: 'error',
      comment: 'shared-ui and the devstack do not import each other.',
      from: { path: '^(shared-ui|devstack)/' },
      to: { path: '^(shared-ui|devstack)/', pathNot: '^$1/' },
    },
    layerRule(
      'layer-2-imports-upward',
      layer2,
      `${layer3}|${layer4}`,
      'supabase/ and the shell import only the layers below them (the shell loads the remotes at run time, through Module Federation, not by import).',
    ),
    {
      name: 'layer-2-imports-its-neighbour',
      severity: 'error',
      comment: 'supabase/ and the shell do not import each other.',
      from: { path: '^(supabase|shell)/' },
      to: { path: '^(supabase|shell)/', pathNot: '^$1/' },
    },
    {
      name: 'layer-3-imports-a-remote-or-the-shell',
      severity: 'error',
      comment:
        'A remote imports neither another remote nor the shell: share code through shared-ui / shared-domain, routes through @partyeasy/routes.',
      from: { path: layer3 },
      to: { path: `^(shell|host-app|vendor-app|admin-app|e2e)/`, pathNot: '^$1/' },
    },
    layerRule('layer-3-imports-upward', layer3, layer4, 'Nothing imports the e2e harness.'),
    {
      name: 'no-deep-import-into-another-feature',
      severity: 'error',
      comment:
        "A feature imports another feature only through its public face, the files at that feature's root (index.ts, and an entry for a part loaded on its own, such as lazy.ts, kept out of the index so that the index's importers do not bundle it), never a file in one of its folders, at any depth of either.",
      from: { path: `^${APPS}/src/features/([^/]+)/` },
      to: { path: '^$1/src/features/[^/]+/[^/]+/', pathNot: '^$1/src/features/$2/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        '(^|/)node_modules/',
        '(^|/)dist/',
        '(^|/)storybook-static/',
        '(^|/)\\.data/',
        '(^|/)generated/',
        '^supabase/functions/[^/]+/index\\.ts$',
      ],
    },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
};
