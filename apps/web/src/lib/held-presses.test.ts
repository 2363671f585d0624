import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayHeldPresses } from './held-presses.ts';

/** The nodes React has hydrated (it marks them; the test keeps its own list). */
const hydrated = new Set<Element>();
const markHydrated = (element: Element) => hydrated.add(element);
const isHydrated = (element: Element) => hydrated.has(element);

describe('presses held before the app started', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    globalThis.vitrinaHeld = undefined;
  });

  it('are replayed once on what is still on the page, each once React has hydrated it, and holding stops', async () => {
    document.body.innerHTML = '<button id="a">A</button><form id="f"></form><button id="gone">G</button>';
    const order: string[] = [];
    const a = document.getElementById('a') as HTMLButtonElement;
    const form = document.getElementById('f') as HTMLFormElement;
    const gone = document.getElementById('gone') as HTMLButtonElement;
    markHydrated(gone);
    a.addEventListener('click', () => order.push('a'));
    gone.addEventListener('click', () => order.push('gone'));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      order.push('form');
    });
    markHydrated(form);
    gone.remove();
    globalThis.vitrinaHeld = [form, gone, a];

    replayHeldPresses(isHydrated);
    expect(order).toEqual(['form']);
    expect(globalThis.vitrinaHeld).toBeUndefined();
    // The button's part of the page hydrates a little later: its press follows.
    markHydrated(a);
    await vi.waitFor(() => expect(order).toEqual(['form', 'a']));
    replayHeldPresses(isHydrated);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(['form', 'a']);
  });
});
