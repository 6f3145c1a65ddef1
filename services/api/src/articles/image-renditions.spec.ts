import { detectImageType, renditionWidths } from './image-renditions';

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
});
