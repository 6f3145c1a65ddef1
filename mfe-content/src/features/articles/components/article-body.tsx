import styled from '@emotion/styled';
import { space } from '@solar/shared-ui';

const Body = styled.div`
  h2 {
    margin-top: ${space.xl};
    font-size: 1.5rem;
  }
  h3 {
    margin-top: ${space.lg};
    font-size: 1.25rem;
  }
  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 ${space.md};
  }
  img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: ${space.md} 0 ${space.lg};
  }
`;

/**
 * An article's body: the HTML the API made from its Markdown when it was saved, already sanitised there (no raw
 * HTML, safe links and images only). The public page and the editor's preview draw it with this one component.
 */
export function ArticleBody({ html }: { html: string }) {
  return <Body className="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
