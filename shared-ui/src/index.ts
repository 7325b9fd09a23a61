export { partyEasyTheme } from './theme';
export { ThemeProvider } from './theme-provider';
