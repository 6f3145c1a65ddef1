import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@solar/shared-routing';
import { pageDescriptions } from '@solar/shared-contracts';
import { routeTable, type RouteEntry } from './route-table';
import { useRouteHead } from './use-route-head';

const route = (path: string): RouteEntry => {
  const entry = routeTable.find((item) => item.path === path);
  if (!entry) throw new Error(path);
  return entry;
};

const at = (pathname: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[pathname]}>{children}</MemoryRouter>;
  };

const canonical = () => document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]');
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('useRouteHead', () => {
  it("keeps the server's head on arrival, then sets each next page's description and canonical link", async () => {
    document.head.innerHTML =
      '<meta name="description" content="As served"><link rel="canonical" href="https://charity.example/about-us/faqs">';
    const { rerender, unmount } = renderHook(({ entry }) => useRouteHead(entry), {
      wrapper: at('/about/faqs'),
      initialProps: { entry: route('/about/faqs') },
    });
    expect(description()).toBe('As served');
    expect(canonical()).toHaveLength(1);
    expect(canonical()[0]?.href).toBe('https://charity.example/about-us/faqs');
    rerender({ entry: route('/contact') });
    await waitFor(() => expect(description()).toBe(pageDescriptions.contact));
    unmount();
    expect(canonical()).toHaveLength(0);
  });

  it("leaves an article's description to the article, and points its canonical link at its own address", async () => {
    document.head.innerHTML = '<meta name="description" content="The article says this">';
    renderHook(() => useRouteHead(route('/blogs/:id')), { wrapper: at('/blogs/3') });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(description()).toBe('The article says this');
    expect(canonical()[0]?.href).toBe('https://charity.example/blogs/3');
  });
});
