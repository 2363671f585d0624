import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postFixture } from '@/test/post-fixture.ts';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { SinglePost } from './single-post.tsx';

/** The post (GET /posts/1) and a like call that answers when the test says so. */
function likeApi() {
  const pending: ((answer: [number, unknown]) => void)[] = [];
  const calls = fakeApi((call: FakeCall) => {
    if (call.method === 'GET' && call.path === '/posts/1') return [200, postFixture({ likesCount: 2 })];
    if (call.path === '/reactions/like/post/1') return new Promise((resolve) => pending.push(resolve));
    return [404, { error: 'not_found', message: '', errors: [] }];
  });
  return { calls, answer: (index: number, value: [number, unknown]) => act(async () => pending[index]!(value)) };
}

const like = () => screen.getByRole('button', { name: /Me gusta la publicación de Luis Gómez/ });

describe('the like of a post', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is a pressed-state button that changes at once, then takes the server’s count', async () => {
    const { calls, answer } = likeApi();
    renderAsUser(<SinglePost postId="1" />);
    await waitFor(() => expect(like().getAttribute('aria-pressed')).toBe('false'));
    expect(like().getAttribute('aria-label')).toBe('Me gusta la publicación de Luis Gómez (2 me gusta)');

    fireEvent.click(like());
    await waitFor(() => expect(like().getAttribute('aria-pressed')).toBe('true'));
    expect(like().textContent).toBe('3');
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/reactions/'))).toHaveLength(1));
    expect(calls.at(-1)!.body).toEqual({ reacted: true });

    await answer(0, [200, { reacted: true, likesCount: 7 }]);
    await waitFor(() => expect(like().textContent).toBe('7'));
    expect(like().getAttribute('aria-pressed')).toBe('true');
  });

  it('rolls back when the server refuses', async () => {
    const { answer } = likeApi();
    renderAsUser(<SinglePost postId="1" />);
    await waitFor(() => expect(like()).toBeTruthy());
    fireEvent.click(like());
    await waitFor(() => expect(like().getAttribute('aria-pressed')).toBe('true'));
    expect(like().textContent).toBe('3');
    await answer(0, [404, { error: 'not_found', message: '', errors: [] }]);
    await waitFor(() => expect(like().getAttribute('aria-pressed')).toBe('false'));
    expect(like().textContent).toBe('2');
  });

  it('a second click while the first travels wins: the older answer and failure change nothing', async () => {
    const { calls, answer } = likeApi();
    renderAsUser(<SinglePost postId="1" />);
    await waitFor(() => expect(like()).toBeTruthy());
    // Two clicks in the same moment, before the screen has even redrawn.
    await act(async () => {
      fireEvent.click(like());
      fireEvent.click(like());
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(like().getAttribute('aria-pressed')).toBe('false');
    expect(like().textContent).toBe('2');
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/reactions/'))).toHaveLength(2));
    expect(calls.filter((c) => c.path.startsWith('/reactions/')).map((c) => c.body)).toEqual([
      { reacted: true },
      { reacted: false },
    ]);
    await answer(0, [500, { error: 'internal', message: '', errors: [] }]);
    await answer(1, [200, { reacted: false, likesCount: 2 }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(like().getAttribute('aria-pressed')).toBe('false');
    expect(like().textContent).toBe('2');
  });
});
