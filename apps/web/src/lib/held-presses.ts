declare global {
  // What the prerendered pages' loader (apps/web/scripts/prerender.mjs) held before the app started.
  var vitrinaHeld: (HTMLButtonElement | HTMLFormElement)[] | undefined;
}

/** React marks each node it has hydrated; a part of the page still waiting for its code has no mark yet. */
const hydratedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** About five seconds of frames: a part that never hydrates by then loses its press. */
const FRAMES_TO_WAIT = 300;

type Held = HTMLButtonElement | HTMLFormElement;

function replay(element: Held, framesLeft: number, isHydrated: (element: Element) => boolean): void {
  if (!element.isConnected) return;
  if (!isHydrated(element)) {
    if (framesLeft > 0) requestAnimationFrame(() => replay(element, framesLeft - 1, isHydrated));
    return;
  }
  if (element instanceof HTMLFormElement) element.requestSubmit();
  else element.click();
}

/**
 * Replays the button presses and form submissions made on a prerendered page before it was hydrated (the
 * loader held them), each once React has hydrated its element, and stops holding: from now on React answers
 * them itself. An element the first render replaced is gone, and so is its press.
 */
export function replayHeldPresses(isHydrated = hydratedByReact): void {
  const held = globalThis.vitrinaHeld ?? [];
  globalThis.vitrinaHeld = undefined;
  for (const element of held) replay(element, FRAMES_TO_WAIT, isHydrated);
}
