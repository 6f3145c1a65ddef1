import request from 'supertest';
import sharp from 'sharp';
import { signInAs } from './support/staff-session';
import { driverName, fromSite, startTestApp, type TestApp } from './test-app';

/** A 1,600 × 1,000 JPEG whose EXIF says where it was taken (GPS) and that it is turned (orientation 6: upright it is 1,000 × 1,600). */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 240, g: 160, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Field Phone 3' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '74/1 20/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe(`Article images (${driverName})`, () => {
  let t: TestApp;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({ cookie: staff } = await signInAs(t, 'staff'));
  });

  afterAll(async () => {
    await t?.close();
  });

  const upload = (body: Buffer, type = 'application/octet-stream') =>
    fromSite(t.http).post('/api/staff/article-images').set('Cookie', staff).set('Content-Type', type).send(body);

  it('turn a JPEG upright, strip its EXIF (GPS included) and serve WebP renditions at immutable addresses', async () => {
    const original = await photoWithGps();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from('Field Phone'))).toBe(true);
    const response = await upload(original, 'image/jpeg').expect(201);
    const { image, width, height, renditions } = response.body as {
      image: string;
      width: number;
      height: number;
      renditions: { width: number; height: number; url: string }[];
    };
    expect(image).toMatch(/^[0-9a-f]{20}$/);
    expect({ width, height }).toEqual({ width: 1000, height: 1600 });
    expect(renditions).toEqual([
      { width: 400, height: 640, url: `/api/images/${image}-400.webp` },
      { width: 800, height: 1280, url: `/api/images/${image}-800.webp` },
      { width: 1000, height: 1600, url: `/api/images/${image}-1000.webp` },
    ]);
    for (const rendition of renditions) {
      const served = await request(t.http)
        .get(rendition.url)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(served.body as Buffer).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: rendition.width, height: rendition.height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect((served.body as Buffer).includes(Buffer.from('Field Phone'))).toBe(false);
    }
    const rows: { action: string }[] = await t.dataSource.query(
      `SELECT action FROM audit_log WHERE entityType = 'article-image' AND entityId = ?`,
      [image],
    );
    expect(rows).toEqual([{ action: 'article-image.uploaded' }]);
  });

  it('accept PNG and WebP, never wider than the original', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#2a7' } })
      .png()
      .toBuffer();
    const fromPng = (await upload(png, 'image/png').expect(201)).body;
    expect(fromPng.renditions.map((r: { width: number }) => r.width)).toEqual([300]);
    const webp = await sharp({ create: { width: 1500, height: 900, channels: 3, background: '#246' } })
      .webp()
      .toBuffer();
    const fromWebp = (await upload(webp).expect(201)).body;
    expect(fromWebp.renditions.map((r: { width: number }) => r.width)).toEqual([400, 800, 1200]);
  });

  it('refuse a ".jpg" holding HTML (judged by its bytes), an empty body, damaged bytes and anything over 10 MB', async () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const refused = await upload(html, 'image/jpeg').expect(415);
    expect(refused.body).toMatchObject({
      statusCode: 415,
      message: expect.stringContaining('not a JPEG, PNG or WebP'),
    });
    await upload(Buffer.alloc(0)).expect(400);
    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect((await upload(damaged).expect(422)).body.message).toContain('could not be read');
    const tooLarge = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 1)).expect(413);
    expect(tooLarge.body.message).toBe('Images must be at most 10 MB');
    await fromSite(t.http)
      .post('/api/staff/article-images')
      .set('Cookie', staff)
      .set('Content-Type', 'text/html')
      .send(html)
      .expect(415);
    const count: { n: number | string }[] = await t.dataSource.query('SELECT COUNT(*) AS n FROM article_images');
    expect(Number(count[0]?.n)).toBe(7);
  });

  it('refuse uploads from anyone signed out (401) or from another site (403); 404 for an unknown image', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await fromSite(t.http).post('/api/staff/article-images').set('Content-Type', 'image/png').send(png).expect(401);
    await request(t.http)
      .post('/api/staff/article-images')
      .set('Cookie', staff)
      .set('Content-Type', 'image/png')
      .send(png)
      .expect(403);
    await request(t.http).get('/api/images/0123456789abcdef0123-400.webp').expect(404);
    await request(t.http).get('/api/images/../../etc/passwd').expect(404);
  });

  it('give an article an uploaded cover: alt text required, renditions on the public page', async () => {
    const photo = await sharp({ create: { width: 1300, height: 800, channels: 3, background: '#f60' } })
      .jpeg()
      .toBuffer();
    const { image } = (await upload(photo).expect(201)).body;
    const draft = {
      title: 'A cover of our own',
      excerpt: 'A photograph staff uploaded.',
      category: 'Community',
      author: 'Nadia Rehman',
      content: `Look:\n\n![Panels on the roof](/api/images/${image}-800.webp)`,
      coverImage: image,
    };
    const post = (body: object) => fromSite(t.http).post('/api/staff/articles').set('Cookie', staff).send(body);
    await post(draft).expect(400);
    const created = (await post({ ...draft, coverAlt: 'Solar panels on a school roof' }).expect(201)).body;
    expect(created.html).toContain(
      `<img src="/api/images/${image}-800.webp" alt="Panels on the roof" loading="lazy" decoding="async" width="800" height="492">`,
    );
    await fromSite(t.http)
      .post(`/api/staff/articles/${created.id}/publish`)
      .set('Cookie', staff)
      .send({ version: created.version })
      .expect(200);
    const page = (await request(t.http).get(`/api/articles/${created.id}`).expect(200)).body;
    expect(page.cover).toEqual({
      alt: 'Solar panels on a school roof',
      width: 1200,
      height: 738,
      renditions: [
        { width: 400, height: 246, url: `/api/images/${image}-400.webp` },
        { width: 800, height: 492, url: `/api/images/${image}-800.webp` },
        { width: 1200, height: 738, url: `/api/images/${image}-1200.webp` },
      ],
    });
  });
});
