/**
 * Opens the connections the first page needs while the app's code is still loading: the backend's (its API
 * calls and its photos) and the host app's (its manifest and entry), which draws the public pages a visitor
 * lands on (`/`, a vendor profile). Runs before the configuration is validated, so it only reads what it can
 * parse. Two hints per origin: Chrome keeps separate connections for CORS requests without credentials
 * (`fetch`: the API, the remote's manifest) and for plain ones (`img`, `script`).
 */
export function warmConnections(raw: unknown, head: HTMLElement = document.head) {
  if (typeof raw !== 'object' || raw === null) return;
  const config = raw as { supabaseUrl?: unknown; remotes?: { hostApp?: unknown } };
  const origins = new Set<string>();
  for (const url of [config.supabaseUrl, config.remotes?.hostApp]) {
    if (typeof url !== 'string') continue;
    try {
      const { origin } = new URL(url);
      if (origin !== window.location.origin) origins.add(origin);
    } catch {
      // Not a URL: getRuntimeConfig reports it.
    }
  }
  for (const origin of origins) {
    for (const anonymous of [true, false]) {
      const link = document.createElement('link');
      link.rel = 'preconnect';
      link.href = origin;
      if (anonymous) link.crossOrigin = 'anonymous';
      head.append(link);
    }
  }
}
