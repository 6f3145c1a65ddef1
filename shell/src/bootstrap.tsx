import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PAGE_SHOWN_EVENT } from '@solar/shared-contracts';
import { App } from './app/app';
import { HYDRATING_ATTRIBUTE, LIVE_ATTRIBUTE } from './app/page-state';

function LiveApp() {
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');

window.addEventListener(PAGE_SHOWN_EVENT, () => document.documentElement.setAttribute(LIVE_ATTRIBUTE, ''), {
  once: true,
});

// A prerendered page (decision 017) is taken over in place: each remote's page hydrates once its code arrives.
// As a transition the hydration yields to the browser between slices, so the page keeps responding while it runs.
if (container.hasChildNodes()) {
  startTransition(() => {
    hydrateRoot(container, <LiveApp />);
  });
  document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
} else {
  createRoot(container).render(<LiveApp />);
}
