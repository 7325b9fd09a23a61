import { afterEach, describe, expect, it } from 'vitest';
import { warmConnections } from './warm-connections';

const hints = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map(
    (link) => `${link.getAttribute('href')} ${link.getAttribute('crossorigin') ?? 'credentialed'}`,
  );

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('warmConnections', () => {
  it('preconnects to the backend and the host app, once per origin and kind of request', () => {
    warmConnections({
      supabaseUrl: 'https://api.partyeasy.example',
      remotes: {
        hostApp: 'https://host.partyeasy.example/mf-manifest.json',
        vendorApp: 'https://vendor.partyeasy.example/mf-manifest.json',
      },
    });
    expect(hints()).toEqual([
      'https://api.partyeasy.example anonymous',
      'https://api.partyeasy.example credentialed',
      'https://host.partyeasy.example anonymous',
      'https://host.partyeasy.example credentialed',
    ]);
  });

  it('skips the page’s own origin and names a shared origin once', () => {
    warmConnections({
      supabaseUrl: 'https://cdn.partyeasy.example/api',
      remotes: { hostApp: 'https://cdn.partyeasy.example/host/mf-manifest.json' },
    });
    warmConnections({ supabaseUrl: `${window.location.origin}/api`, remotes: {} });
    expect(hints()).toEqual([
      'https://cdn.partyeasy.example anonymous',
      'https://cdn.partyeasy.example credentialed',
    ]);
  });

  it('leaves a missing or malformed configuration to the startup error page', () => {
    warmConnections(undefined);
    warmConnections({ supabaseUrl: 'not a url', remotes: { hostApp: 42 } });
    expect(hints()).toEqual([]);
  });
});
