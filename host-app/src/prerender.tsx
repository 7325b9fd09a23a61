/**
 * Static first screens for the shell's `index.html` (`build/first-screen.ts` writes them into `dist/first-screen.json`), shown before the
 * app's code has run; the shell removes them in the frame in which the live page replaces them:
 * - `/`: the real hero, drawn by this same component;
 * - a vendor profile: its first photo, name and service type, in the live page's layout, filled from one
 *   request by the scripts of `features/vendor-profile/first-screen.ts`.
 */
import { pageScript } from '@partyeasy/mf-config/page-script';
import { VENDOR_PHOTOS_BUCKET } from '@partyeasy/shared-domain';
import { brandColors, fontFamily, partyEasyTheme, radii } from '@partyeasy/shared-ui/theme';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Hero } from './features/home/components/hero';
import {
  PROFILE_PHOTO_HEIGHT,
  profileLayout,
  profileText,
} from './features/vendor-profile/components/profile-layout';
import {
  FIRST_VENDOR_KEY,
  fillProfileFirstScreen,
  PROFILE_PATH,
  placeFirstScreen,
} from './features/vendor-profile/first-screen';
import { PROFILE_VENDOR_COLUMNS } from './features/vendor-profile/model/types';

/** The id of the element that holds the static copy; the shell removes it. */
export const PRERENDERED_ID = 'prerendered';

export { PROFILE_PATH };

/** The id of the `<template>` with the profile's first screen. */
export const PROFILE_TEMPLATE_ID = 'prerendered-profile';

/** The hero at `/`, as it first renders, with the page text styles the live page gets from the theme. */
export function prerenderHome(): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/']}>
      <Hero />
    </MemoryRouter>,
  );
}

/** Styles of the static copy's holder: over the page at the hero's place, under the fixed header. */
export const prerenderedStyle = [
  'position:absolute',
  'top:64px',
  'left:0',
  'right:0',
  'z-index:1',
  `font-family:${fontFamily.replaceAll('"', "'")}`,
  `font-size:${partyEasyTheme.token?.fontSize}px`,
  `line-height:${partyEasyTheme.token?.lineHeight}`,
  `color:${brandColors.text}`,
].join(';');

/**
 * A profile's summary column as the live page first draws it (photo carousel, name, service type), with
 * empty slots that `fillProfileFirstScreen` fills; the packages column stays empty but keeps its width.
 */
export function prerenderProfile(): string {
  return renderToStaticMarkup(
    <div style={profileLayout.page}>
      <div style={profileLayout.summary}>
        <div style={{ display: 'grid', gap: 8 }}>
          <div style={{ height: PROFILE_PHOTO_HEIGHT, borderRadius: radii.lg, overflow: 'hidden' }}>
            <img
              data-slot="photo"
              alt=""
              fetchPriority="high"
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          </div>
          {/* The carousel's row of dots when there is more than one photo. */}
          <div data-slot="dots" style={{ height: 24 }} />
        </div>
        <div>
          {/* biome-ignore lint/a11y/useHeadingContent: the vendor's name, filled in before the screen is shown */}
          <h1 data-slot="name" style={profileText.name} />
          <div data-slot="servicetype" style={profileText.serviceType} />
        </div>
      </div>
      <div style={profileLayout.main} />
    </div>,
  );
}

/** The inline scripts of `index.html` that place and fill the static screens (their source text). */
export function firstScreenScripts(): { place: string; fill: string } {
  const call = (fn: (...args: string[]) => void, ...args: string[]) =>
    `(${pageScript(fn)})(${args.map((arg) => JSON.stringify(arg)).join(', ')});`;
  return {
    place: call(placeFirstScreen, PRERENDERED_ID, PROFILE_TEMPLATE_ID, PROFILE_PATH),
    fill: call(
      fillProfileFirstScreen,
      PRERENDERED_ID,
      FIRST_VENDOR_KEY,
      PROFILE_VENDOR_COLUMNS,
      VENDOR_PHOTOS_BUCKET,
    ),
  };
}
