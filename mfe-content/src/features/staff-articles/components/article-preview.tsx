import { useDeferredValue, useMemo } from 'react';
import styled from '@emotion/styled';
import { renderArticleMarkdown, type ImageSize } from '@solar/shared-markdown';
import { colors, radii, space } from '@solar/shared-ui';
import { ArticleBody } from '../../../components/article-body';
import type { EditedCover } from '../hooks/use-article-editor';
import { middleRendition } from './cover-image-field';

const Panel = styled.section`
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
`;

const Label = styled.h2`
  margin: 0 0 ${space.md};
  font-size: 0.875rem;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${colors.inkMuted};
`;

const Title = styled.p`
  margin: 0 0 ${space.sm};
  font-size: 1.75rem;
  font-weight: 800;
  line-height: 1.2;
`;

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  margin: ${space.md} 0;
  border-radius: ${radii.sm};
`;

type ArticlePreviewProps = { title: string; excerpt: string; content: string; cover: EditedCover; coverAlt: string };

/**
 * The live preview: the body drawn by the public page's own ArticleBody from what the API's renderer makes of the
 * Markdown (the same function, run here in the browser), so a script or a foreign image is inert here too.
 */
export function ArticlePreview({ title, excerpt, content, cover, coverAlt }: ArticlePreviewProps) {
  const text = useDeferredValue(content);
  const sizes = useMemo(() => {
    const known: Record<string, ImageSize> = {};
    if (cover.kind === 'upload') for (const r of cover.renditions) known[r.url] = { width: r.width, height: r.height };
    return known;
  }, [cover]);
  const html = useMemo(() => renderArticleMarkdown(text, { imageSizes: sizes }), [text, sizes]);
  const shown = cover.kind === 'upload' ? middleRendition(cover.renditions) : undefined;
  return (
    <Panel aria-labelledby="article-preview-label" data-testid="article-preview">
      <Label id="article-preview-label">Preview</Label>
      <Title>{title || 'Untitled article'}</Title>
      {shown ? <Cover src={shown.url} width={shown.width} height={shown.height} alt={coverAlt} /> : null}
      {excerpt ? (
        <p>
          <strong>{excerpt}</strong>
        </p>
      ) : null}
      <ArticleBody html={html} />
    </Panel>
  );
}
