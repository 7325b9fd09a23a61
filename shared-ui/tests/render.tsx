import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from '../src/theme-provider';

/** Renders inside the app's ThemeProvider, as every remote does. */
export function renderWithTheme(ui: ReactElement) {
  return render(<ThemeProvider>{ui}</ThemeProvider>);
}
