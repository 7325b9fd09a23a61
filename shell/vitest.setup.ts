import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// jsdom lacks matchMedia, which antd's responsive components read.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

window.__PARTYEASY_CONFIG__ = {
  productName: 'PartyEasy',
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'test-anon-key',
  checkoutUrl: 'http://localhost:54321/functions/v1',
  remotes: {
    hostApp: 'http://localhost:3001/mf-manifest.json',
    vendorApp: 'http://localhost:3002/mf-manifest.json',
    adminApp: 'http://localhost:3003/mf-manifest.json',
  },
};
window.scrollTo = () => {};
