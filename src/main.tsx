import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The page document's reset and the widgets' shared styles first: view stylesheets build on them.
import './ui/app/page.css';
import './ui/theme/widget.css';
import { App } from './ui/app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
