import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRecordView, type ViewTarget } from './record-view.ts';

/** Replaces fetch (lib's tests stand alone): records each call and answers with `status`. */
function fakeApi(answer: () => [number, unknown]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      calls.push({
        method: init?.method ?? 'GET',
        path: String(input).replace(/^\/api/, ''),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const [status, body] = answer();
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

function Viewed({
  target,
  countable,
  sourceOf,
}: {
  target: ViewTarget | null;
  countable: boolean;
  sourceOf: () => 'feed' | 'direct';
}) {
  useRecordView(target, countable, sourceOf);
  return null;
}

describe('the view beacon', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is sent once per mount, with the source read when the target first showed', async () => {
    const calls = fakeApi(() => [204, undefined]);
    const sourceOf = vi.fn<() => 'feed' | 'direct'>(() => 'feed');
    const target = { kind: 'profile', profile_url: 'ana' } as const;
    const view = render(
      <StrictMode>
        <Viewed target={target} countable={false} sourceOf={sourceOf} />
      </StrictMode>,
    );
    // The person moves on (a tab) before the profile arrives: the source stays the one it was.
    sourceOf.mockReturnValue('direct');
    view.rerender(
      <StrictMode>
        <Viewed target={{ ...target }} countable sourceOf={sourceOf} />
      </StrictMode>,
    );
    view.rerender(
      <StrictMode>
        <Viewed target={{ ...target }} countable sourceOf={sourceOf} />
      </StrictMode>,
    );
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/insights/views',
      body: { kind: 'profile', profile_url: 'ana', source: 'feed' },
    });
  });

  it('is not sent for what is not countable (my own profile or post)', async () => {
    const calls = fakeApi(() => [204, undefined]);
    render(<Viewed target={{ kind: 'post', postId: 5 }} countable={false} sourceOf={() => 'direct'} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });

  it('counts each new target of the same mount (another photo’s post), and never shows a failure', async () => {
    const calls = fakeApi(() => [500, { error: 'internal', message: 'boom', errors: [] }]);
    const view = render(<Viewed target={{ kind: 'photo', postId: 1 }} countable sourceOf={() => 'feed'} />);
    view.rerender(<Viewed target={{ kind: 'photo', postId: 2 }} countable sourceOf={() => 'feed'} />);
    view.rerender(<Viewed target={{ kind: 'photo', postId: 1 }} countable sourceOf={() => 'feed'} />);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => call.body)).toEqual([
      { kind: 'photo', postId: 1, source: 'feed' },
      { kind: 'photo', postId: 2, source: 'feed' },
    ]);
  });
});
