import { within } from '@testing-library/react';

/**
 * How many times `text` shows in `element` after each change to it (any of which the browser may paint):
 * call the returned function to stop watching and read the counts.
 */
export function watchCount(element: HTMLElement, text: string): () => number[] {
  const counts: number[] = [];
  const observer = new MutationObserver(() => counts.push(within(element).queryAllByText(text).length));
  observer.observe(element, { subtree: true, childList: true, characterData: true });
  return () => {
    observer.disconnect();
    return counts;
  };
}
