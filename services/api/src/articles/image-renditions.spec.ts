import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { detectImageType, processUpload, renditionWidths, TOO_MANY_PIXELS_MESSAGE } from './image-renditions';

/** A real PNG whose header says width × height (the IHDR chunk rewritten, its CRC too); its pixels are not there. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  // Signature (8), length (4), "IHDR" (4), then width and height; the CRC covers type and data (17 bytes).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('image uploads', () => {
  it('judge the type by the bytes alone', () => {
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]))).toBe('image/jpeg');
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(detectImageType(Buffer.from('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBeUndefined();
    expect(detectImageType(Buffer.from('GIF89a'))).toBeUndefined();
  });

  it('make the pages’ widths, never wider than the original', () => {
    expect(renditionWidths(4000)).toEqual([400, 800, 1200]);
    expect(renditionWidths(1200)).toEqual([400, 800, 1200]);
    expect(renditionWidths(1000)).toEqual([400, 800, 1000]);
    expect(renditionWidths(800)).toEqual([400, 800]);
    expect(renditionWidths(300)).toEqual([300]);
  });

  it('refuse a picture over 50 megapixels by saying so, not by calling it damaged', async () => {
    await expect(processUpload(await pngClaiming(10_000, 10_000))).rejects.toMatchObject({
      status: 422,
      message: TOO_MANY_PIXELS_MESSAGE,
    });
  });
});
