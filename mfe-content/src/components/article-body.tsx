import styled from '@emotion/styled';
import { colors, radii, space } from '@solar/shared-ui';

const Body = styled.div`
  font-size: 1.0625rem;
  line-height: 1.7;
  color: ${colors.ink};
  overflow-wrap: anywhere;
  & > :first-child {
    margin-top: 0;
  }
  h2,
  h3,
  h4 {
    margin: ${space.xl} 0 ${space.sm};
    line-height: 1.25;
  }
  p,
  ul,
  ol,
  blockquote,
  pre,
  table {
    margin: 0 0 ${space.md};
  }
  a {
    color: ${colors.sky};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${radii.sm};
  }
  blockquote {
    padding-left: ${space.md};
    border-left: 4px solid ${colors.border};
  }
  pre {
    overflow-x: auto;
    padding: ${space.md};
    background: ${colors.surfaceAlt};
    border-radius: ${radii.sm};
  }
  table {
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${space.xs} ${space.sm};
    border: 1px solid ${colors.border};
    text-align: left;
  }
`;

type ArticleBodyProps = {
  /**
   * The article's body as sanitised HTML: what the API stored on save, or (in the editor's preview) what the same
   * renderer, @solar/shared-markdown's renderArticleMarkdown, makes of the Markdown being written. Never pass other HTML.
   */
  html: string;
  className?: string;
};

/**
 * An article's text as visitors read it, on the public article page and in the staff editor's live preview alike,
 * so what staff preview is what the page shows (decision 051).
 */
export function ArticleBody({ html, className }: ArticleBodyProps) {
  // The HTML was rendered from Markdown with raw HTML off and run through an allowlist sanitiser.
  return <Body className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
