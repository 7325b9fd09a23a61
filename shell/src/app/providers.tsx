import { appStore, queryClient } from '@partyeasy/shared-domain/backend';
import { ThemeProvider } from '@partyeasy/shared-ui/theme-provider';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';

/** The page's single QueryClient, jotai store and antd theme, shared with every remote. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={appStore}>
        <ThemeProvider>{children}</ThemeProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
