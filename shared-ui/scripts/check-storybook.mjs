// Opens every story of the static Storybook build in Debian Chromium at 360 px and 1280 px and fails on a
// story that does not render, overflows a phone horizontally, or has a serious or critical axe violation
// (here colour contrast is checked too, which jsdom cannot do). Run after `build-storybook`.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('../storybook-static/', import.meta.url));
const axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

const server = createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  try {
    const body = await readFile(join(root, path.endsWith('/') ? `${path}index.html` : path));
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const index = await (await fetch(`${base}/index.json`)).json();
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const problems = [];
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  for (const story of stories) {
    // a11y.manual stops the addon's own axe run, which would collide with this one.
    await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`, {
      waitUntil: 'networkidle',
    });
    await page.waitForTimeout(500);
    const error = await page.evaluate(() =>
      document.body.classList.contains('sb-show-errordisplay')
        ? (document.querySelector('#error-message')?.textContent ?? 'error')
        : '',
    );
    if (error) {
      problems.push(`${width}px ${story.id}: does not render: ${error}`);
      continue;
    }
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const exclude = [
        '.sb-wrapper',
        '#storybook-docs',
        '#storybook-highlights-root',
        '.sb-errordisplay',
        '.sb-nopreview',
        '.sb-preparing-story',
        '.sb-preparing-docs',
      ];
      const result = await window.axe.run(
        { include: [document.body], exclude: exclude.map((s) => [s]) },
        { resultTypes: ['violations'], rules: { region: { enabled: false } } },
      );
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    for (const violation of violations) problems.push(`${width}px ${story.id}: ${violation}`);
    if (
      width === 360 &&
      (await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1))
    ) {
      problems.push(`${width}px ${story.id}: scrolls sideways on a phone`);
    }
  }
  await page.close();
}
await browser.close();
server.close();

for (const problem of problems) console.error(problem);
const checks = stories.length * 2;
const failed = new Set(problems.map((problem) => problem.split(':')[0])).size;
console.log(`${checks - failed} passed, ${failed} failed`);
process.exit(problems.length > 0 ? 1 : 0);
