/**
 * Node module hooks for the build steps that draw static first screens (the shell's `build/first-screens.ts`,
 * the vendor-app's `build/first-screen.ts`; registered by `css-modules.mjs`): `import styles from './x.module.css'`
 * gives class names of its own, `pe-<file>-<class>`, and leaves the module's rules with those names in
 * `globalThis.__partyEasyCssModules` (class prefix → CSS text), so that a static screen carries the rules its
 * markup uses (`cssModuleRules` of `first-screen.ts`). (The production build names the classes differently;
 * the static screen only has to look the same until the live page replaces it.)
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.module.css')) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const prefix = `pe-${basename(file, '.module.css')}-`;
  const names = {};
  const css = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\.(-?[_a-zA-Z][\w-]*)/g, (_, name) => {
      names[name] = prefix + name;
      return `.${prefix}${name}`;
    });
  const source = [
    'globalThis.__partyEasyCssModules ??= {};',
    `globalThis.__partyEasyCssModules[${JSON.stringify(prefix)}] = ${JSON.stringify(css)};`,
    `export default ${JSON.stringify(names)};`,
  ].join('\n');
  return { format: 'module', shortCircuit: true, source };
}
