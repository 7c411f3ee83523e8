import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// No `globals: true`, so Testing Library's auto-cleanup does not register itself.
afterEach(() => cleanup());

// findBy / waitFor wait up to 5 s, not 1 s: on 2 shared cores under a full CI run a hub test's
// render can take over a second. A wait only ends early when its assertion holds, so this slows no
// passing test and weakens no assertion.
configure({ asyncUtilTimeout: 5_000 });
