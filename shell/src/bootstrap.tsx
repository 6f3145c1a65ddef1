import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { takeOverPrerendered } from './app/take-over-prerendered';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');

takeOverPrerendered(container);
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
