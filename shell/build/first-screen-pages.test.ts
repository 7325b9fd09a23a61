import { type FirstScreens, firstScreenPage } from '@partyeasy/mf-config';
import { describe, expect, it } from 'vitest';

const screens = {
  format: 2,
  pages: [],
  id: 'prerendered',
  style: 'position:absolute',
  home: '<section><h1>Book your next party</h1></section>',
  profileTemplateId: 'prerendered-profile',
  profile: '<div data-slot="photo"></div>',
  scripts: { place: '(function place(){})();', fill: '(function fill(){})();' },
  antdStyle: '.ant-btn{color:red}',
  profilePath: '^/vendor/x$',
  loadEntry: '(function load(){})',
  fillConfig: '(function fillConfig(){})',
} satisfies FirstScreens;

/** The shape of the built index.html (the tags of `@partyeasy/mf-config`, as Rsbuild writes them). */
const index = [
  '<head><script src="/env.js" defer></script>',
  `<style data-rc-order="prependQueue" data-rc-priority="-999">${screens.antdStyle}</style>`,
  `<script type="module">${screens.scripts.fill}</script>`,
  '<script type="module">(function fillConfig(){})("prerendered");</script>',
  `<script>(${screens.loadEntry})([]);</script></head><body>`,
  `<div id="prerendered" style="${screens.style}">${screens.home}</div>`,
  `<template id="prerendered-profile">${screens.profile}</template>`,
  `<script>${screens.scripts.place}</script>`,
  '<div id="root"></div></body>',
].join('');

describe('firstScreenPage', () => {
  const login = { path: '/login', html: '<h1>Log In</h1>', style: '.ant-card{color:blue}', inert: true };

  it("is index.html with the address's screen and styles only, marked with its path", () => {
    const page = firstScreenPage(index, screens, login);
    expect(page).toContain(
      '<div id="prerendered" data-path="/login" inert style="position:absolute"><h1>Log In</h1></div>',
    );
    expect(page).toContain(
      '<style data-rc-order="prependQueue" data-rc-priority="-999">.ant-card{color:blue}</style>',
    );
    for (const gone of [
      screens.home,
      screens.profile,
      screens.antdStyle,
      screens.scripts.place,
      screens.scripts.fill,
    ])
      expect(page).not.toContain(gone);
    // The runtime configuration, the entry loader and the product name's script stay: the same page.
    expect(page).toContain('<script src="/env.js" defer></script>');
    expect(page).toContain(`<script>(${screens.loadEntry})([]);</script>`);
    expect(page).toContain('(function fillConfig(){})("prerendered");');
  });

  it('leaves out inert for a screen that takes input', () => {
    expect(firstScreenPage(index, screens, { ...login, inert: false })).toContain(
      '<div id="prerendered" data-path="/login" style=',
    );
  });

  it('refuses a page whose shape it does not know, instead of writing a page without its screen', () => {
    expect(() => firstScreenPage(index.replace(screens.home, ''), screens, login)).toThrow(/expected once/);
  });
});
