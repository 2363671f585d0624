import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Message } from '@vitrina/contract/messages';
import type { Account } from './accounts.ts';
import { expect } from './fixtures.ts';

/** Conversations for journeys: people as the API knows them, messages sent through it, a second browser. */

export interface Person {
  id: number;
  profile_url: string;
}

export async function personOf(request: APIRequestContext, account: Account): Promise<Person> {
  const res = await request.get('/api/users/self', { headers: { 'x-access-token': account.token } });
  return ((await res.json()) as { user: Person }).user;
}

/** A message sent with POST /api/messages (the same rules as the socket's add-message). */
export async function sendViaApi(
  request: APIRequestContext,
  from: Account,
  to: Person,
  message: string,
): Promise<Message> {
  const res = await request.post('/api/messages', {
    headers: { 'x-access-token': from.token },
    data: { message, receiverId: to.id },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Message;
}

/**
 * A page of its own browser context (another person at another computer), logged in with `account`'s token
 * and in `lang`, at the journeys' desktop size unless told.
 */
export async function pageFor(
  browser: Browser,
  baseURL: string | undefined,
  account: Account,
  lang: 'es' | 'en',
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await logInWithToken(page, account, lang);
  return page;
}

/** Opens the session of `account` in `page` (the token and language the app keeps in local storage). */
export async function logInWithToken(page: Page, account: Account, lang: 'es' | 'en'): Promise<void> {
  await page.addInitScript(
    ([l, token]) => {
      localStorage.setItem('lang', l);
      localStorage.setItem('token', token);
    },
    [lang, account.token] as const,
  );
}

/**
 * Resolves once the page's Socket.IO connection is accepted (the server's CONNECT answer, packet "40", has
 * arrived), so events sent after it reach this page. Call it before the navigation that opens the socket.
 */
export function realtimeConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.startsWith('40')) resolve();
      });
    });
  });
}

/** The texts of the open thread's messages, top to bottom. */
export function threadTexts(page: Page): Promise<string[]> {
  return page.getByRole('log').locator('.message__text').allTextContents();
}

/** `follower` follows `person` (POST /api/users/follow): then `person`'s messages skip the requests. */
export async function followViaApi(request: APIRequestContext, follower: Account, person: Person): Promise<void> {
  const res = await request.post('/api/users/follow', {
    headers: { 'x-access-token': follower.token },
    data: { id: person.id },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** `receiver` accepts the message request `sender` opened (decision 0007): the conversation joins the inbox. */
export async function acceptViaApi(request: APIRequestContext, receiver: Account, sender: Person): Promise<void> {
  const res = await request.post(`/api/users/contacts/requests/${sender.profile_url}/accept`, {
    headers: { 'x-access-token': receiver.token },
  });
  expect(res.status(), await res.text()).toBe(200);
}
