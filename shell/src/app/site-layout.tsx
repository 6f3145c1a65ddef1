import styled from '@emotion/styled';
import { Outlet } from 'react-router-dom';
import { CompactHeader } from '../features/header/compact-header';
import { SiteHeader } from '../features/header/site-header';
import { SiteFooter } from '../features/footer/site-footer';
import { ScrollToTop } from '../features/navigation/scroll-to-top';
import { SkipLink } from '../features/navigation/skip-link';
import type { LayoutKind } from './route-table';

const Main = styled.main`
  min-height: 60vh;
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
