/**
 * @jest-environment node
 */
import { lazy } from 'react';
import styled from '@emotion/styled';
import { useParams } from '@solar/shared-routing';
import { createRemoteRoutes } from '../components/remote-routes';
import { prerenderRemotePages } from './prerender-remote-pages';

const Title = styled.h1`
  color: rgb(13, 59, 32);
`;

function Broken(): never {
  throw new Error('needs a browser');
}

function Article() {
  const { id } = useParams();
  return <h1>Article {id}</h1>;
}

const pages = {
  about: lazy(async () => ({ default: () => <Title>About us</Title> })),
  broken: lazy(async () => ({ default: Broken })),
  article: lazy(async () => ({ default: Article })),
};
const Routes = createRemoteRoutes(pages);

describe('prerenderRemotePages', () => {
  it("renders each page's own content (not its loading state) after the styles it uses", async () => {
    const quiet = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = await prerenderRemotePages(Routes, ['about', 'broken', 'article'], { skip: ['article'] });
    expect(Object.keys(html)).toEqual(['about']);
    const [, styles, markup] =
      /^((?:<style data-emotion="[^"]+">[^<]*<\/style>)+)(.*)$/s.exec(html['about'] ?? '') ?? [];
    expect(styles).toMatch(/<style data-emotion="css [\w-]+">[^<]*color:rgb\(13, 59, 32\)/);
    expect(styles).not.toContain('css-global');
    expect(markup).not.toContain('<style');
    expect(markup).not.toContain('Notifications');
    expect(markup).toMatch(/<h1 class="css-[\w-]+">About us<\/h1>/);
    expect(html['about']).not.toContain('Loading');
    expect(quiet).toHaveBeenCalledWith(expect.stringContaining('broken is left to the browser'));
    quiet.mockRestore();
  });
});

describe('prerenderRemotePages with ids', () => {
  it('renders a page that reads :id once per id, keyed page--id', async () => {
    const html = await prerenderRemotePages(Routes, ['about', 'article'], { ids: { article: ['3', '7'] } });
    expect(Object.keys(html)).toEqual(['about', 'article--3', 'article--7']);
    expect(html['article--3']).toContain('<h1>Article <!-- -->3</h1>');
  });
});
