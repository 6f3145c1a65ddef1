import { Global, css } from '@emotion/react';
import { colors, fonts } from './tokens';

const globalCss = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    scroll-behavior: smooth;
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${colors.ink};
    background: ${colors.surface};
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${fonts.heading};
    line-height: 1.2;
    color: ${colors.brandStrong};
    margin: 0 0 0.5em;
  }
  a {
    color: ${colors.brand};
  }
  img,
  video,
  svg {
    max-width: 100%;
  }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
