import { listUrl } from './list-url';

describe('listUrl', () => {
  it('is the bare path when there are no parameters', () => {
    expect(listUrl('/api/staff/articles')).toBe('/api/staff/articles');
    expect(listUrl('/api/staff/articles', {})).toBe('/api/staff/articles');
  });

  it('leaves out empty and undefined values but keeps zero', () => {
    expect(listUrl('/api/staff/donations', { q: '', status: undefined, page: 0, pageSize: 25 })).toBe(
      '/api/staff/donations?page=0&pageSize=25',
    );
  });

  it('keeps the order the parameters are given in', () => {
    expect(listUrl('/api/staff/volunteers', { status: 'new', q: 'amina', page: 2 })).toBe(
      '/api/staff/volunteers?status=new&q=amina&page=2',
    );
  });

  it('encodes what a search may contain', () => {
    expect(listUrl('/api/staff/subscribers', { q: 'a&b=c d+é' })).toBe('/api/staff/subscribers?q=a%26b%3Dc+d%2B%C3%A9');
  });

  it('leaves the bare path when every value is empty', () => {
    expect(listUrl('/api/staff/messages', { q: '', status: undefined })).toBe('/api/staff/messages');
  });
});
