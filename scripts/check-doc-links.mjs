// Fails when a relative link of a tracked Markdown file points at a file or heading that does not exist,
// so that moving or renaming a doc cannot leave pointers behind.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = new Map();
function anchors(file) {
  if (!anchorsOf.has(file)) {
    const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
    const seen = new Map();
    const list = new Set();
    for (const [, heading] of text.matchAll(/^#{1,6} +(.+)$/gm)) {
      const base = slug(heading);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      list.add(n === 0 ? base : `${base}-${n}`);
    }
    anchorsOf.set(file, list);
  }
  return anchorsOf.get(file);
}

const broken = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const [pathPart, anchor] = target.split('#');
    const resolved = pathPart ? path.normalize(path.join(path.dirname(file), pathPart)) : file;
    if (!existsSync(resolved)) {
      broken.push(`${file}: ${target} (no such file)`);
      continue;
    }
    if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md') && !anchors(resolved).has(anchor))
      broken.push(`${file}: ${target} (no such heading)`);
  }
}
if (broken.length > 0) {
  console.error(`Broken links in the docs:\n${broken.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`doc links: ${files.length} Markdown files, every relative link resolves`);
