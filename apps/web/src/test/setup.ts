import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { freshPage } from './fresh-page.ts';

// findBy/waitFor wait up to 5 s, not 1: lists render as transitions (React yields between posts), and two
// cores shared with the server tests stretch that. A wait still ends as soon as what it checks is true.
configure({ asyncUtilTimeout: 5_000 });

// Test files share a worker's modules and page (isolate: false). This file runs again before each of them:
// every test ends unmounted, and every file leaves the next one a fresh page.
afterEach(() => cleanup());
afterAll(() => freshPage());
