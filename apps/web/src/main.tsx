import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { restoreSession } from './lib/session';

// Read the stored session before the first render, so signed-in visitors never see a signed-out flash.
restoreSession();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
