import styled from '@emotion/styled';
import { Outlet } from '@solar/shared-routing';
import { CompactHeader } from '../features/header/compact-header';
import { SiteHeader } from '../features/header/site-header';
import { SiteFooter } from '../features/footer/site-footer';
import { ScrollToTop } from '../features/navigation/scroll-to-top';
import { SkipLink } from '../features/navigation/skip-link';
import type { LayoutKind } from './route-table';

// A full viewport of height keeps the footer below the fold while a page's code arrives, so nothing shifts.
const Main = styled.main`
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

/** Header, page and footer. The donation layout swaps in the compact header. */
export function SiteLayout({ header }: { header: LayoutKind }) {
  return (
    <>
      <ScrollToTop />
      <SkipLink />
      {header === 'donation' ? <CompactHeader /> : <SiteHeader />}
      <Main id="main-content" tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter />
    </>
  );
}
