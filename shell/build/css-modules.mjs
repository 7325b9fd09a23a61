// `node --import ./build/css-modules.mjs` (the shell's first-screens step): lets Node import the CSS modules
// of the components it draws at build time (see css-modules-hooks.mjs).
import { register } from 'node:module';

register('./css-modules-hooks.mjs', import.meta.url);
