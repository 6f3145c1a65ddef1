import '@emotion/react';
import type { SolarTheme } from './tokens';

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-empty-interface
  export interface Theme extends SolarTheme {}
}
