import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Button } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFirstScreen, withoutPresetButtonColors } from './prerender';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('withoutPresetButtonColors', () => {
  it("drops the rules of Button's preset colours and keeps every other rule", () => {
    const css = [
      '.c.ant-btn-color-magenta.ant-btn-variant-solid{color:#fff;background:#eb2f96;}',
      '.c.ant-btn-color-primary.ant-btn-variant-solid{color:#fff;background:#c2410c;}',
      '.c.ant-btn-color-geekblue:hover,.c.ant-btn-color-gold:hover{color:#2f54eb;}',
      '.c.ant-btn-color-dangerous{color:#b91c1c;}',
      '.c.ant-btn-color-blue,.c.ant-btn-color-default{color:#000;}',
      '@media (max-width:575px){.c.ant-btn-color-red{color:red;}}',
      '.c.ant-btn-color-blueish{color:#00f;}',
      '.data-ant-cssinjs-cache-path{content:"x|Button";}',
    ].join('');
    expect(withoutPresetButtonColors(css)).toBe(
      [
        '.c.ant-btn-color-primary.ant-btn-variant-solid{color:#fff;background:#c2410c;}',
        '.c.ant-btn-color-dangerous{color:#b91c1c;}',
        // A list with a colour the site uses stays whole; at-rules stay whole; only antd's own names count.
        '.c.ant-btn-color-blue,.c.ant-btn-color-default{color:#000;}',
        '@media (max-width:575px){.c.ant-btn-color-red{color:red;}}',
        '.c.ant-btn-color-blueish{color:#00f;}',
        '.data-ant-cssinjs-cache-path{content:"x|Button";}',
      ].join(''),
    );
  });

  it("leaves a static screen's Button styles without the preset colours: 70 KB of CSS less than a third", () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { style } = renderFirstScreen(<Button type="primary">Book</Button>);
    expect(style).toContain('.ant-btn-color-primary');
    expect(style).toContain('.ant-btn-color-dangerous');
    expect(style).not.toMatch(/\.ant-btn-color-(blue|magenta|geekblue|gold)(?![\w-])/);
    const buttonRules = style.match(/[^{}]*\.ant-btn[^{}]*\{[^{}]*\}/g)?.join('') ?? '';
    expect(buttonRules.length).toBeGreaterThan(5_000);
    expect(buttonRules.length).toBeLessThan(30_000);
  });

  it('is safe because no code draws a Button in a preset colour (antd would not add those rules later)', () => {
    const root = join(import.meta.dirname, '../..');
    const sources = ['shell/src', 'host-app/src', 'vendor-app/src', 'admin-app/src', 'shared-ui/src'].flatMap(
      (dir) =>
        (readdirSync(join(root, dir), { recursive: true }) as string[])
          .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
          .map((file) => join(root, dir, file)),
    );
    expect(sources.length).toBeGreaterThan(50);
    const preset =
      /<Button\b[^>]*?\bcolor=\{?["'`](blue|purple|cyan|green|magenta|pink|red|orange|yellow|volcano|geekblue|lime|gold)["'`]/s;
    expect(sources.filter((file) => preset.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
