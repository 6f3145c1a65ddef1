import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-policy';

describe('cacheControlFor', () => {
  it.each(['main.3f9a1c02bd.js', '__federation_expose_Routes.611fd2cbee.js', 'assets/hero.0a1b2c3d4e.svg'])(
    'caches the content-hashed file %s for a year',
    (file) => expect(cacheControlFor(`/srv/dist/${file}`)).toBe(IMMUTABLE),
  );

  it.each(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'favicon.svg', 'main.js'])(
    'revalidates %s on every use',
    (file) => expect(cacheControlFor(`/srv/dist/${file}`)).toBe(REVALIDATE),
  );
});
