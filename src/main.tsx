import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Base styles first: component stylesheets imported below build on them.
import './ui/app/base.css';
import { App } from './ui/app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
