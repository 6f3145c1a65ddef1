/** Design tokens. Colour pairs are chosen for WCAG 2.1 AA contrast (4.5:1 for body text). */
export const colors = {
  ink: '#1c2a33',
  inkMuted: '#4a5a65',
  surface: '#ffffff',
  surfaceAlt: '#f6f8f4',
  sand: '#fdf6e7',
  border: '#d9e0dc',
  brand: '#14532d',
  brandStrong: '#0d3b20',
  brandSoft: '#e5f2e9',
  sun: '#f5a524',
  sunStrong: '#9a5200',
  sunSoft: '#fff1d6',
  sky: '#1d5c8c',
  danger: '#b42318',
  dangerSoft: '#fde8e6',
  success: '#166534',
  focus: '#1d4ed8',
  overlay: 'rgba(12, 20, 26, 0.72)',
} as const;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  heading: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif",
} as const;

export const space = { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' } as const;

export const radii = { sm: '6px', md: '12px', lg: '20px', pill: '999px' } as const;

export const shadows = {
  card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 12px rgba(16, 24, 40, 0.08)',
  raised: '0 8px 24px rgba(16, 24, 40, 0.14)',
} as const;

export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/** `mq.lg` is a media query for screens at least 1024 px wide. */
export const mq = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<keyof typeof breakpoints, string>;

export const layout = { maxWidth: '1200px', headerHeight: '72px' } as const;

export const theme = { colors, fonts, space, radii, shadows, breakpoints, layout } as const;

export type SolarTheme = typeof theme;
