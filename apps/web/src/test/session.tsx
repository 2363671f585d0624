import type { ReactElement } from 'react';
import { vi, type Mock } from 'vitest';
import type { SelfResponse } from '@vitrina/contract/users';
import { SessionContext, type Session } from '@/lib/session-context.ts';
import { renderWithProviders } from './render.tsx';
import { selfFixture } from './self-fixture.ts';

/**
 * Renders as a logged-in user (a talent unless told), with a fresh query client and a router; the session is
 * returned beside the render, its calls spied.
 */
export function renderAsUser(
  ui: ReactElement,
  { self = selfFixture(), route = '/' }: { self?: SelfResponse; route?: string } = {},
) {
  const session: Session & { refresh: Mock } = {
    state: { status: 'user', self },
    logIn: vi.fn(async () => self),
    refresh: vi.fn(async () => self),
    logOut: vi.fn(),
  };
  const rendered = renderWithProviders(<SessionContext.Provider value={session}>{ui}</SessionContext.Provider>, {
    route,
  });
  return { ...rendered, session };
}
