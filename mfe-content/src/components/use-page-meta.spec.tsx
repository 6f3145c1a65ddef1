import { render } from '@testing-library/react';
import { usePageMeta } from './use-page-meta';

function Page({ description, title }: { description: string; title?: string }) {
  usePageMeta({ description, title });
  return null;
}

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

describe('usePageMeta', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    jest.useRealTimers();
  });

  it('updates the existing description and restores it on unmount', () => {
    document.head.innerHTML = '<meta name="description" content="Site default">';
    const { rerender, unmount } = render(<Page description="First page" />);
    expect(description()).toBe('First page');
    rerender(<Page description="Second page" />);
    expect(description()).toBe('Second page');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    unmount();
    expect(description()).toBe('Site default');
  });

  it('creates the tag when the document has none, and removes it again', () => {
    const { unmount } = render(<Page description="Standalone" />);
    expect(description()).toBe('Standalone');
    unmount();
    expect(document.querySelector('meta[name="description"]')).toBeNull();
  });

  it('refines the tab title and re-applies it after a parent effect', () => {
    jest.useFakeTimers();
    render(<Page description="An article" title="An article title" />);
    expect(document.title).toBe('An article title | From Sun to Sanctuary');
    document.title = 'Blog | From Sun to Sanctuary';
    jest.advanceTimersByTime(1);
    expect(document.title).toBe('An article title | From Sun to Sanctuary');
  });
});
