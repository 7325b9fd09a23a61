import type { DevstackConfig } from '../context.js';

function matchesPrefix(url: string, prefix: string): boolean {
  if (!url.startsWith(prefix)) return false;
  const next = url.charAt(prefix.length);
  return prefix.endsWith('/') || next === '' || next === '/' || next === '?' || next === '#';
}

/** GoTrue only redirects to the site URL or an allow-listed URL; anything else falls back to the site URL. */
export function safeRedirect(config: DevstackConfig, requested: string | undefined | null): string {
  if (requested) {
    try {
      const normalized = new URL(requested).toString();
      const allowed = [config.siteUrl, ...config.redirectUrls];
      if (allowed.some((prefix) => matchesPrefix(requested, prefix) || matchesPrefix(normalized, prefix))) {
        return requested;
      }
    } catch {
      // not an absolute URL: fall back
    }
  }
  return config.siteUrl;
}

/** Implicit flow: the session (or an error) travels in the URL fragment. */
export function withFragment(url: string, params: Record<string, string | number | undefined>): string {
  const target = new URL(url);
  const fragment = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) fragment.set(key, String(value));
  }
  target.hash = fragment.toString();
  return target.toString();
}

/** PKCE flow: the auth code (or an error) travels in the query string. */
export function withQuery(url: string, params: Record<string, string | undefined>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) target.searchParams.set(key, value);
  }
  return target.toString();
}
