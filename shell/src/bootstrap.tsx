import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { takeOverPrerendered } from './app/take-over-prerendered';

function LiveApp() {
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');

const root = createRoot(container);
if (takeOverPrerendered(container)) {
  // The prerendered copy is on screen, so the live app can render in small slices and keep the page responsive.
  startTransition(() => root.render(<LiveApp />));
} else {
  root.render(<LiveApp />);
}
