import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import type { ReactNode } from 'react';
import { partyEasyTheme } from './theme';

/** One antd theme and locale for every remote; the shell mounts it once around the router. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={partyEasyTheme} locale={enUS}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
