import { drawnSamplePaths } from './draw-page';

describe('the addresses a remote warms up on', () => {
  it('names one address of every page the remote draws at request time', () => {
    expect(drawnSamplePaths('content')).toEqual(['/', '/blogs', '/blogs/1']);
    expect(drawnSamplePaths('donate')).toEqual(['/projects/1/donate']);
    expect(drawnSamplePaths('engage')).toEqual([]);
  });
});
