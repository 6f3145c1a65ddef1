import { useId, useState, type ChangeEvent } from 'react';
import styled from '@emotion/styled';
import { ARTICLE_IMAGE_MAX_BYTES, type ArticleImageRendition } from '@solar/shared-contracts';
import { errorMessage } from '@solar/shared-data-access';
import { Button, colors, radii, space } from '@solar/shared-ui';
import { FormAlert, TextField } from '@solar/shared-ui/forms';
import { uploadArticleImage } from '../api/upload-article-image';
import type { EditedCover } from '../hooks/use-article-editor';

const Frame = styled.div`
  display: grid;
  gap: ${space.sm};
`;

const Thumbnail = styled.img`
  display: block;
  width: 100%;
  max-width: 20rem;
  height: auto;
  border-radius: ${radii.sm};
  border: 1px solid ${colors.border};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

/** The rendition a page shows at about 800 pixels wide: the widest not over 800, or the narrowest there is. */
export function middleRendition(renditions: readonly ArticleImageRendition[]): ArticleImageRendition | undefined {
  return [...renditions].reverse().find((rendition) => rendition.width <= 800) ?? renditions[0];
}

type CoverImageFieldProps = {
  cover: EditedCover;
  alt: string;
  onChange: (cover: EditedCover) => void;
  /** Puts the uploaded image into the body's Markdown as well. */
  onInsert: (markdown: string) => void;
};

/**
 * The cover: upload a JPEG, PNG or WebP (up to 10 MB; the API checks the bytes, turns it upright and removes the
 * camera's location and details), see it, remove it, or also put it into the text.
 */
export function CoverImageField({ cover, alt, onChange, onInsert }: CoverImageFieldProps) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setProblem(null);
    if (file.size > ARTICLE_IMAGE_MAX_BYTES) {
      setProblem('Images must be at most 10 MB: make it smaller and try again.');
      input.value = '';
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadArticleImage(file);
      onChange({ kind: 'upload', image: uploaded.image, renditions: uploaded.renditions });
    } catch (error) {
      setProblem(`The image was not uploaded: ${errorMessage(error)}`);
    } finally {
      setUploading(false);
      input.value = '';
    }
  };

  const shown = cover.kind === 'upload' ? middleRendition(cover.renditions) : undefined;
  return (
    <Frame>
      <TextField
        id={inputId}
        label="Cover image"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hint="A JPEG, PNG or WebP photo, up to 10 MB. The location and camera details stored in photos are removed."
        optional
        onChange={(event) => void upload(event)}
        disabled={uploading}
      />
      <div role="status">{uploading ? 'Uploading the image…' : ''}</div>
      <FormAlert message={problem} />
      {shown ? (
        <>
          <Thumbnail
            src={shown.url}
            width={shown.width}
            height={shown.height}
            alt={alt || 'The cover image (no alt text yet)'}
          />
          <Row>
            <Button
              type="button"
              variant="outline"
              onClick={() => onInsert(`![${alt || 'Describe the picture'}](${shown.url})`)}
            >
              Also show it in the text
            </Button>
            <Button type="button" variant="ghost" onClick={() => onChange({ kind: 'none' })}>
              Remove the cover
            </Button>
          </Row>
        </>
      ) : null}
      {cover.kind === 'illustration' ? (
        <p>
          The cover is the site’s “{cover.illustration}” illustration. Upload a photo to replace it.{' '}
          <Button type="button" variant="ghost" onClick={() => onChange({ kind: 'none' })}>
            Remove the cover
          </Button>
        </p>
      ) : null}
    </Frame>
  );
}
