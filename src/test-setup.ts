import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// No `globals: true`, so Testing Library's auto-cleanup does not register itself.
afterEach(() => cleanup());
