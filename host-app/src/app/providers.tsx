import { appStore, queryClient } from '@partyeasy/shared-domain/backend';
import { ThemeProvider } from '@partyeasy/shared-ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';

/** Inside the shell these come from the shell; running on its own, this app provides the same ones. */
export function StandaloneProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>
        <ThemeProvider>{children}</ThemeProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
