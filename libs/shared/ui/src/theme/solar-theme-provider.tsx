import type { ReactNode } from 'react';
import { ThemeProvider } from '@emotion/react';
import { GlobalStyles } from './global-styles';
import { theme } from './tokens';

/** Mounted once by the shell; remotes receive the same theme because @emotion/react is a shared singleton. */
export function SolarThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}
