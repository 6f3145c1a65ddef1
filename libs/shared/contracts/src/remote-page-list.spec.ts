import { publicPageKeys } from './public-pages';
import { remotePageList, remotePagesIn, type OwnPage } from './remote-page-list';

const later: OwnPage = {
  key: 'project-supporters',
  path: '/projects/:id/supporters',
  title: 'Project Supporters',
  description: 'The supporters of one project.',
  drawn: 'request',
};

describe("a remote's published page list (decision 081)", () => {
  it("gives the registry's pages of the remote with their descriptions, then the remote's own", () => {
    const { pages } = remotePageList('donate', [later]);
    expect(pages.map((page) => page.key)).toEqual([...publicPageKeys('donate'), 'project-supporters']);
    expect(pages.every((page) => page.owner === 'donate')).toBe(true);
    expect(pages.find((page) => page.key === 'donate')?.description).toEqual(expect.any(String));
    expect(pages.at(-1)).toEqual({ ...later, owner: 'donate' });
  });

  it("keeps the registry's entry when the remote declares a key the registry already has", () => {
    const { pages } = remotePageList('donate', [{ ...later, key: 'donate', title: 'Another' }]);
    expect(pages.filter((page) => page.key === 'donate').map((page) => page.title)).toEqual(['Donate']);
  });

  it('takes only well-formed pages of the remote that was asked, and nothing from an answer that is not a list', () => {
    const { pages } = remotePageList('donate', [later]);
    const published = { ...later, owner: 'donate' };
    const answer = {
      pages: [
        ...pages,
        { ...published, owner: 'content' },
        { ...published, key: 'Bad Key' },
        { ...published, path: 'no-slash' },
        { ...published, path: '/../up' },
        { ...published, layout: 'wide' },
        { ...published, title: 7 },
      ],
    };
    expect(remotePagesIn(answer, 'donate')).toEqual(pages);
    expect(remotePagesIn({ sitemap: [] }, 'donate')).toBeNull();
    expect(remotePagesIn(null, 'donate')).toBeNull();
    expect(remotePagesIn(JSON.parse(JSON.stringify(answer)), 'donate')).toEqual(pages);
  });
});
