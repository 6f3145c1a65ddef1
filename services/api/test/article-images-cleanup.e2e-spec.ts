import { Logger } from '@nestjs/common';
import request from 'supertest';
import sharp from 'sharp';
import type { ArticleImageUploadResponse, StaffArticle } from '@solar/shared-contracts';
import { ArticleImagesStore } from '../src/articles/article-images.store';
import { IMAGE_GRACE_MS, ImageCleanup } from '../src/articles/image-cleanup';
import { AuditEntryRecord } from '../src/audit/audit-entry.entity';
import { signInAs } from './support/staff-session';
import { countRows, driverName, fromSite, startTestApp, type TestApp } from './test-app';

const HOUR = 60 * 60_000;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const DAY = 24 * HOUR;

let colour = 0;
/** A JPEG of a clearly new colour each time (JPEG would merge close ones), so every upload is a new image (1,300 px: renditions at 400, 800 and 1,200). */
const newPhoto = (): Promise<Buffer> => {
  colour += 1;
  return sharp({
    create: {
      width: 1300,
      height: 800,
      channels: 3,
      background: { r: (colour * 37) % 256, g: (colour * 91) % 256, b: 30 },
    },
  })
    .jpeg()
    .toBuffer();
};

describe(`Unused article images are removed (${driverName})`, () => {
  let t: TestApp;
  let staff: string;
  let cleanup: ImageCleanup;

  beforeAll(async () => {
    t = await startTestApp();
    ({ cookie: staff } = await signInAs(t, 'staff'));
    cleanup = t.app.get(ImageCleanup);
  });

  afterAll(async () => {
    await t?.close();
  });

  const upload = async (bytes?: Buffer): Promise<ArticleImageUploadResponse> =>
    (
      await fromSite(t.http)
        .post('/api/staff/article-images')
        .set('Cookie', staff)
        .set('Content-Type', 'image/jpeg')
        .send(bytes ?? (await newPhoto()))
        .expect(201)
    ).body;
  /** As if the image had last been uploaded or saved in an article `ago` milliseconds before now. */
  const lastUsed = (image: ArticleImageUploadResponse, ago: number) =>
    t.dataSource.query('UPDATE article_images SET lastUsedAt = ? WHERE hash = ?', [Date.now() - ago, image.image]);
  const draft = (fields: { content: string; coverImage?: string | null }) => ({
    title: 'Work in progress',
    excerpt: 'Not ready yet.',
    category: 'Community',
    author: 'Nadia Rehman',
    coverAlt: fields.coverImage ? 'Panels on a roof' : '',
    ...fields,
  });
  const create = (fields: { content: string; coverImage?: string | null }) =>
    fromSite(t.http).post('/api/staff/articles').set('Cookie', staff).send(draft(fields));
  const statusOf = async (image: ArticleImageUploadResponse): Promise<number[]> =>
    Promise.all(image.renditions.map(async ({ url }) => (await request(t.http).get(url)).status));
  const inline = (image: ArticleImageUploadResponse) => `![Pupils at their desks](${image.renditions[0]?.url})`;

  it('remove an image no article names once unused for 24 hours; its address then answers 404 JSON', async () => {
    const old = await upload();
    const fresh = await upload();
    await lastUsed(old, IMAGE_GRACE_MS + HOUR);
    await lastUsed(fresh, IMAGE_GRACE_MS - HOUR);

    const log = jest.spyOn(Logger.prototype, 'log');
    expect(await cleanup.runOnce(Date.now())).toBe(1);
    // A count, and nothing about the image or who uploaded it.
    expect(log).toHaveBeenCalledWith({ message: 'removed 1 unused article images', removed: 1 });
    log.mockRestore();
    expect(await statusOf(old)).toEqual([404, 404, 404]);
    expect(await statusOf(fresh)).toEqual([200, 200, 200]);
    const gone = await request(t.http)
      .get(old.renditions[1]?.url as string)
      .expect(404)
      .expect('Content-Type', /application\/json/);
    expect(gone.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: `No image is called ${old.image}-800.webp`,
    });
    const audit = await t.dataSource.getRepository(AuditEntryRecord).find({
      where: { entityType: 'article-image', entityId: old.image },
      order: { id: 'ASC' },
    });
    expect(audit.map((row) => [row.action, row.actorUsername])).toEqual([
      ['article-image.uploaded', 'test-staff'],
      ['article-image.removed', null],
    ]);
    expect(JSON.parse(audit[1]?.before as string)).toMatchObject({ renditions: 3 });
    // Another pass finds nothing more to do.
    expect(await cleanup.runOnce(Date.now())).toBe(0);
  });

  it('keep every image a draft names, as its cover or in its body (as an image or a link), however old', async () => {
    const [cover, shown, linked] = [await upload(), await upload(), await upload()];
    await create({
      coverImage: cover.image,
      content: `${inline(shown)}\n\nThe [full picture](${linked.renditions[2]?.url}).`,
    }).expect(201);
    for (const image of [cover, shown, linked]) await lastUsed(image, 30 * DAY);

    await cleanup.runOnce(Date.now());
    for (const image of [cover, shown, linked]) expect(await statusOf(image)).toEqual([200, 200, 200]);
  });

  it('count the grace period from the save that stopped naming an image (a replaced cover, a removed picture)', async () => {
    const [first, inBody, second] = [await upload(), await upload(), await upload()];
    const created: StaffArticle = (await create({ coverImage: first.image, content: inline(inBody) }).expect(201)).body;
    for (const image of [first, inBody, second]) await lastUsed(image, 3 * DAY);
    await fromSite(t.http)
      .put(`/api/staff/articles/${created.id}`)
      .set('Cookie', staff)
      .send({ ...draft({ coverImage: second.image, content: 'No pictures now.' }), version: created.version })
      .expect(200);

    const now = Date.now();
    await cleanup.runOnce(now + IMAGE_GRACE_MS - HOUR);
    for (const image of [first, inBody, second]) expect(await statusOf(image)).toEqual([200, 200, 200]);
    await cleanup.runOnce(now + IMAGE_GRACE_MS + HOUR);
    expect(await statusOf(first)).toEqual([404, 404, 404]);
    expect(await statusOf(inBody)).toEqual([404, 404, 404]);
    expect(await statusOf(second)).toEqual([200, 200, 200]);
  });

  it('refuse a save that names a removed image, and take the same bytes again as a new upload', async () => {
    const bytes = await newPhoto();
    const removed = await upload(bytes);
    await lastUsed(removed, 2 * DAY);
    await cleanup.runOnce(Date.now());
    expect(await statusOf(removed)).toEqual([404, 404, 404]);

    const asCover = await create({ coverImage: removed.image, content: 'Hello.' }).expect(400);
    expect(asCover.body.fieldErrors).toEqual({ coverImage: ['The cover image was not found: upload it again'] });
    const inText = await create({ content: inline(removed) }).expect(400);
    expect(inText.body.fieldErrors.content).toEqual([
      `The body shows an image that is not stored (${removed.renditions[0]?.url}): upload it again`,
    ]);

    expect((await upload(bytes)).image).toBe(removed.image);
    expect(await statusOf(removed)).toEqual([200, 200, 200]);
    await create({ coverImage: removed.image, content: inline(removed) }).expect(201);
  });

  it('remove each image once when replicas clean at the same moment, without an error', async () => {
    const images = [await upload(), await upload(), await upload()];
    for (const image of images) await lastUsed(image, 2 * DAY);
    const now = Date.now();
    const passes = await Promise.all([cleanup.removeUnused(now), cleanup.removeUnused(now), cleanup.removeUnused(now)]);
    expect(passes.reduce((sum, removed) => sum + removed, 0)).toBe(3);
    for (const image of images) {
      expect(await statusOf(image)).toEqual([404, 404, 404]);
      expect(
        await countRows(t.dataSource, 'audit_log', 'action = ? AND entityId = ?', [
          'article-image.removed',
          image.image,
        ]),
      ).toBe(1);
    }
  });

  it('remove nothing when a save names the image after the cleanup judged it unused', async () => {
    const image = await upload();
    await lastUsed(image, 2 * DAY);
    const before = Date.now() - IMAGE_GRACE_MS;
    expect(await t.app.get(ArticleImagesStore).idleSince(before, '', 1000)).toContain(image.image);
    await create({ coverImage: image.image, content: 'Hello.' }).expect(201);
    const removed = await t.dataSource.transaction((manager) =>
      t.app.get(ArticleImagesStore).removeIdle(image.image, before, manager),
    );
    expect(removed).toBe(0);
    expect(await statusOf(image)).toEqual([200, 200, 200]);
  });

  it('never leave a draft naming an image the cleanup removed while it was being saved', async () => {
    for (let round = 0; round < 8; round++) {
      const image = await upload();
      await lastUsed(image, 2 * DAY);
      // The cleanup starts at once or a little later, so the two meet at different points of the save.
      const [saved] = await Promise.all([
        create({ coverImage: image.image, content: inline(image) }),
        round % 2 === 0 ? cleanup.removeUnused(Date.now()) : pause(round).then(() => cleanup.removeUnused(Date.now())),
      ]);
      const served = await statusOf(image);
      if (saved.status === 201) expect(served).toEqual([200, 200, 200]);
      else {
        expect(saved.status).toBe(400);
        expect(served).toEqual([404, 404, 404]);
      }
    }
  });
});
