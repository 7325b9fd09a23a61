/**
 * Prints the Content-Security-Policy header for a deployment: its env.js and the built page (whose inline
 * scripts are hashed). `pnpm --filter @partyeasy/shell csp [env.js] [index.html]` (defaults: dist/…).
 */
import { existsSync, readFileSync } from 'node:fs';
import { contentSecurityPolicy, inlineScriptHashes, readRuntimeConfig } from './csp';

const [envJs = 'dist/env.js', indexHtml = 'dist/index.html'] = process.argv.slice(2);
const inlineScripts = existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];
console.log(contentSecurityPolicy(readRuntimeConfig(envJs), { inlineScripts }));
