import { drawnRouteFor, drawnSamplePaths } from './draw-page';

describe('the addresses a remote warms up on', () => {
  it('names one address of every page the remote draws at request time', () => {
    expect(drawnSamplePaths('content')).toEqual(['/', '/blogs', '/blogs/1']);
    expect(drawnSamplePaths('donate')).toEqual(['/projects/1/donate']);
    expect(drawnSamplePaths('engage')).toEqual([]);
  });
});

describe('pages a remote declares in its own source (decision 081)', () => {
  const own = [
    {
      key: 'project-supporters',
      path: '/projects/:id/supporters',
      title: 'Project Supporters',
      description: 'The supporters of one project.',
      drawn: 'request' as const,
    },
    { key: 'plain', path: '/plain', title: 'Plain', description: 'Built ahead.' },
  ];

  it('warms up on the ones drawn at request time too', () => {
    expect(drawnSamplePaths('donate', own)).toEqual(['/projects/1/donate', '/projects/1/supporters']);
  });

  it("finds one for its address with its own words as the head, after the registry's", () => {
    expect(drawnRouteFor('donate', '/projects/4/supporters', own)).toEqual({
      page: 'project-supporters',
      pattern: '/projects/:id/supporters',
      params: { id: '4' },
      head: {
        title: 'Project Supporters',
        description: 'The supporters of one project.',
        canonical: '/projects/4/supporters',
      },
    });
    expect(drawnRouteFor('donate', '/projects/4/donate', own)?.page).toBe('project-donate');
    expect(drawnRouteFor('donate', '/plain', own)).toBeNull();
    expect(drawnRouteFor('donate', '/projects/4/supporters')).toBeNull();
  });
});
