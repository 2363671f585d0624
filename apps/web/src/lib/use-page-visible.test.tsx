import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isPageVisible, usePageVisible } from './use-page-visible.ts';

/** The page as a background tab hides it or shows it again: the state, then the event that tells. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function Visibility() {
  return <p>{usePageVisible() ? 'shown' : 'hidden'}</p>;
}

describe('usePageVisible', () => {
  afterEach(() => {
    cleanup();
    // The document's own getter (on its prototype) reads again.
    delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
  });

  it('follows the document’s visibility as it changes', () => {
    render(<Visibility />);
    expect(screen.getByText('shown')).toBeTruthy();
    act(() => setVisibility('hidden'));
    expect(isPageVisible()).toBe(false);
    expect(screen.getByText('hidden')).toBeTruthy();
    act(() => setVisibility('visible'));
    expect(isPageVisible()).toBe(true);
    expect(screen.getByText('shown')).toBeTruthy();
  });

  it('starts hidden in a page that is hidden when it mounts', () => {
    setVisibility('hidden');
    render(<Visibility />);
    expect(screen.getByText('hidden')).toBeTruthy();
  });
});
