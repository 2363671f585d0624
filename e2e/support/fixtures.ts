import { test as base, expect } from '@playwright/test';
import { baseUrl } from './e2e-env.ts';

/**
 * Import `test` and `expect` from here: `baseURL` points at the server that globalSetup started, so
 * `page.goto('/')` and `request.get('/api/health')` reach it.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },
});

export { expect };
