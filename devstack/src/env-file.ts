import { readFile, writeFile } from 'node:fs/promises';

/**
 * Merges supabaseUrl and supabaseAnonKey into a runtime config file of the form
 * `window.__PARTYEASY_CONFIG__ = { ... };`, keeping every other key, comment and the formatting.
 * A missing file is created with just these two keys.
 */
export async function writeRuntimeConfig(
  file: string,
  values: { supabaseUrl: string; supabaseAnonKey: string },
) {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    text = 'window.__PARTYEASY_CONFIG__ = {\n};\n';
  }
  const opener = /window\.__PARTYEASY_CONFIG__\s*=\s*\{/;
  if (!opener.test(text)) {
    throw new Error(`${file} does not contain "window.__PARTYEASY_CONFIG__ = {"`);
  }
  for (const [key, value] of Object.entries(values)) {
    const literal = `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
    const existing = new RegExp(
      `(\\b${key}\\s*:\\s*)(?:'(?:[^'\\\\]|\\\\.)*'|"(?:[^"\\\\]|\\\\.)*"|\`[^\`]*\`)`,
    );
    if (existing.test(text)) text = text.replace(existing, (_m, head: string) => `${head}${literal}`);
    else text = text.replace(opener, (m) => `${m}\n  ${key}: ${literal},`);
  }
  await writeFile(file, text);
  return text;
}
