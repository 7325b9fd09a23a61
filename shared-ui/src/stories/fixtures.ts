import type { Photo } from '../components/photo';

/** Offline stand-ins for vendor photos: warm gradient SVGs with a caption, as data URLs. */
function samplePhoto(caption: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#g)"/>
<circle cx="900" cy="220" r="120" fill="#fff" fill-opacity="0.25"/>
<text x="60" y="740" font-family="sans-serif" font-size="64" fill="#fff">${caption}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const samplePhotos: Photo[] = [
  { src: samplePhoto('Dance floor', '#9a3412', '#f59e0b'), alt: 'DJ booth lit in amber over a dance floor' },
  { src: samplePhoto('Garden wedding', '#166534', '#fde68a'), alt: 'Garden wedding arch with string lights' },
  { src: samplePhoto('Cocktails', '#7c2d12', '#fb7185'), alt: 'Bartender pouring cocktails at a party' },
  { src: samplePhoto('Cake table', '#be185d', '#fed7aa'), alt: 'Dessert table with a three-tier cake' },
  { src: samplePhoto('Photo booth', '#1e3a8a', '#f472b6'), alt: 'Guests posing at a photo booth' },
];

export const firstPhoto = samplePhotos[0]!.src;

/** A fixed "today" so calendar stories and tests look the same every day. */
export const STORY_TODAY = '2026-03-10';
export const STORY_AVAILABLE_DATES = [
  '2026-03-04',
  '2026-03-10',
  '2026-03-12',
  '2026-03-14',
  '2026-03-21',
  '2026-04-02',
];
