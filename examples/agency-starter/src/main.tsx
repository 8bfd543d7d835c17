import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The brand's fonts ship inside npm packages: no font CDN at run time.
import '@fontsource/work-sans/400.css';
import '@fontsource/work-sans/600.css';
import '@fontsource/work-sans/700.css';
import '@fontsource/fraunces/600.css';
import '@fontsource/fraunces/700.css';
// The ui's compiled styles, imported once for the whole app.
import '@northbeam/ui/style.css';
import { App } from './App.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
