import { createHash } from 'node:crypto';
import { HttpException, HttpStatus, UnprocessableEntityException, UnsupportedMediaTypeException } from '@nestjs/common';
import { ARTICLE_IMAGE_WIDTHS } from '@solar/shared-contracts';
import sharp from 'sharp';
import { IMAGE_HASH_LENGTH, type StoredRendition } from './article-images.store';

export type DetectedImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** A photo larger than this many pixels (e.g. 8,000 × 6,250) is refused before it is decoded (a decompression bomb). */
export const MAX_INPUT_PIXELS = 50_000_000;
/** WebP quality for photographs: visually close to the original at a fraction of the bytes. */
const WEBP_QUALITY = 80;

export const NOT_AN_IMAGE_MESSAGE =
  'This file is not a JPEG, PNG or WebP image. Its contents were checked, not its name: save it as a photo and try again.';
export const UNREADABLE_IMAGE_MESSAGE = 'This image could not be read: it may be damaged or only partly uploaded.';
export const TOO_MANY_PIXELS_MESSAGE = 'This image has too many pixels: make it smaller than 50 megapixels first.';

/** The type the bytes themselves say (their magic numbers), whatever the file was called or claimed to be. */
export function detectImageType(bytes: Buffer): DetectedImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return undefined;
}

/** The widths to make for an original this wide: the page's widths it covers, and its own width when narrower than the widest. */
export function renditionWidths(originalWidth: number): number[] {
  const widths: number[] = ARTICLE_IMAGE_WIDTHS.filter((width) => width <= originalWidth);
  const widest = ARTICLE_IMAGE_WIDTHS[ARTICLE_IMAGE_WIDTHS.length - 1] as number;
  if (originalWidth < widest && !widths.includes(originalWidth)) widths.push(originalWidth);
  return widths;
}

export type ProcessedImage = { hash: string; width: number; height: number; renditions: StoredRendition[] };

/**
 * Checks an upload and makes its renditions: the type from the bytes (415 otherwise), decodable by sharp (422),
 * turned upright by its EXIF orientation, and re-encoded as WebP at each width. sharp writes no metadata unless
 * asked, so EXIF (GPS included), XMP, IPTC and ICC comments of the original are gone from every rendition.
 */
export async function processUpload(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0)
    throw new HttpException('Choose an image to upload: the request had no file', HttpStatus.BAD_REQUEST);
  if (!detectImageType(bytes)) throw new UnsupportedMediaTypeException(NOT_AN_IMAGE_MESSAGE);
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let upright: { width: number; height: number };
  try {
    // The header alone, read without the pixel limit, so a picture over it is told so rather than called damaged.
    const metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    if (!metadata.width || !metadata.height) throw new Error('no size');
    // Orientations 5–8 swap width and height once the picture is turned upright.
    const swapped = (metadata.orientation ?? 1) >= 5;
    upright = swapped
      ? { width: metadata.height, height: metadata.width }
      : { width: metadata.width, height: metadata.height };
  } catch {
    throw new UnprocessableEntityException(UNREADABLE_IMAGE_MESSAGE);
  }
  if (upright.width * upright.height > MAX_INPUT_PIXELS)
    throw new UnprocessableEntityException(TOO_MANY_PIXELS_MESSAGE);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, IMAGE_HASH_LENGTH);
  const renditions: StoredRendition[] = [];
  try {
    for (const width of renditionWidths(upright.width)) {
      const { data, info } = await sharp(bytes, options)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      renditions.push({ hash, width: info.width, height: info.height, data });
    }
  } catch {
    throw new UnprocessableEntityException(UNREADABLE_IMAGE_MESSAGE);
  }
  return { hash, width: upright.width, height: upright.height, renditions };
}
