import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
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
  it("keeps the server's canonical origin, points an alias at its canonical page and sets the route's description", () => {
    document.head.innerHTML = '<meta name="description" content="Old"><link rel="canonical" href="https://charity.example/contact">';
    const { unmount } = renderHook(() => useRouteHead(route('/about/faqs')), {
      wrapper: at('/about/faqs'),
    });
    expect(canonical()).toHaveLength(1);
    expect(canonical()[0]?.href).toBe('https://charity.example/about-us/faqs');
    expect(description()).toMatch(/frequently asked questions/);
    unmount();
    expect(canonical()).toHaveLength(0);
  });

  it("leaves an article's description to the article", () => {
    document.head.innerHTML = '<meta name="description" content="The article says this">';
    renderHook(() => useRouteHead(route('/blogs/:id')), {
      wrapper: at('/blogs/3'),
    });
    expect(description()).toBe('The article says this');
    expect(canonical()[0]?.href).toMatch(/\/blogs\/3$/);
  });
});
