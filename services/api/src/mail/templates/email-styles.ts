import type { CSSProperties } from 'react';

/**
 * The site's palette and type (libs/shared/ui/src/theme/tokens.ts), copied rather than imported so the API
 * bundle does not pull in the UI library. Pairs keep WCAG AA contrast: ink on white, white on brand.
 */
export const palette = {
  ink: '#1c2a33',
  inkMuted: '#4a5a65',
  surface: '#ffffff',
  surfaceAlt: '#f6f8f4',
  sand: '#fdf6e7',
  border: '#d9e0dc',
  brand: '#14532d',
  brandSoft: '#e5f2e9',
  sun: '#f5a524',
  sunSoft: '#fff1d6',
} as const;

const bodyFont = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const headingFont = "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif";

export const styles = {
  body: { margin: 0, padding: '24px 0', backgroundColor: palette.surfaceAlt, color: palette.ink, fontFamily: bodyFont },
  container: {
    maxWidth: '600px',
    backgroundColor: palette.surface,
    border: `1px solid ${palette.border}`,
    borderRadius: '12px',
    overflow: 'hidden',
  },
  header: { backgroundColor: palette.brand, borderBottom: `4px solid ${palette.sun}`, padding: '20px 32px' },
  wordmark: {
    color: palette.surface,
    fontFamily: headingFont,
    fontSize: '22px',
    fontWeight: 700,
    textDecoration: 'none',
  },
  tagline: { color: palette.brandSoft, fontSize: '14px', lineHeight: '20px', margin: '4px 0 0' },
  content: { padding: '8px 32px 16px' },
  heading: {
    color: palette.ink,
    fontFamily: headingFont,
    fontSize: '26px',
    lineHeight: '32px',
    fontWeight: 700,
    margin: '24px 0 8px',
  },
  subheading: {
    color: palette.ink,
    fontFamily: headingFont,
    fontSize: '19px',
    lineHeight: '26px',
    fontWeight: 700,
    margin: '24px 0 4px',
  },
  text: { color: palette.ink, fontSize: '16px', lineHeight: '26px', margin: '12px 0' },
  link: { color: palette.brand, textDecoration: 'underline' },
  panel: {
    backgroundColor: palette.sand,
    border: `1px solid ${palette.border}`,
    borderRadius: '8px',
    padding: '8px 20px',
    margin: '16px 0',
  },
  detail: { color: palette.ink, fontSize: '16px', lineHeight: '24px', margin: '8px 0' },
  detailLabel: { color: palette.inkMuted, fontWeight: 600 },
  quote: {
    borderLeft: `4px solid ${palette.brand}`,
    backgroundColor: palette.surfaceAlt,
    margin: '16px 0',
    padding: '4px 16px',
    color: palette.ink,
  },
  button: {
    backgroundColor: palette.brand,
    color: palette.surface,
    borderRadius: '6px',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  rule: { borderColor: palette.border, margin: '0' },
  footer: { backgroundColor: palette.surfaceAlt, padding: '16px 32px' },
  footerText: { color: palette.inkMuted, fontSize: '13px', lineHeight: '20px', margin: '6px 0' },
  footerLink: { color: palette.inkMuted, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;
