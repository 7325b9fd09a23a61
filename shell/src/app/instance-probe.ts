import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import * as React from 'react';

declare global {
  interface Window {
    /** Set to an array by the end-to-end tests only; each app then reports the instances it sees. */
    __PARTYEASY_PROBES__?: unknown[];
  }
}

/** Reports this app's React, QueryClient and jotai store, so a test can check there is one of each. */
export function useInstanceProbe(app: string) {
  const queryClient = useQueryClient();
  const store = useStore();
  React.useEffect(() => {
    // A namespace object may be wrapped per chunk; a function of the module is the module's identity.
    window.__PARTYEASY_PROBES__?.push({
      app,
      path: window.location.pathname,
      react: React.useState,
      queryClient,
      store,
    });
  }, [app, queryClient, store]);
}
