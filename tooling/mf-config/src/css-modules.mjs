// `node --import @partyeasy/mf-config/css-modules` (the build steps that draw static first screens: the shell's
// `build/first-screens.ts`, the vendor-app's `build/first-screen.ts`): lets Node import the CSS modules of the
// components they draw (see css-modules-hooks.mjs and `cssModuleRules` of first-screen.ts).
import { register } from 'node:module';

register('./css-modules-hooks.mjs', import.meta.url);
