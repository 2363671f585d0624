import { createEvent, fireEvent } from '@testing-library/preact';

/**
 * What a browser fires when a person picks an option in a select or files in a file input: `input`, then
 * `change`. preact/compat listens to `change` on these (and to `input` on text fields, where `fireEvent.input`
 * is what typing fires). `fireEvent.change` from @testing-library/preact cannot stand in for it: once
 * preact/compat is loaded it dispatches `input` instead, whatever the element.
 */
export function pick(element: Element, init: { target: { value: string } | { files: File[] } }) {
  fireEvent.input(element, init);
  fireEvent(element, createEvent.change(element));
}

/**
 * What a browser fires when the focus leaves a field: `blur`, which does not bubble, then `focusout`, which
 * does. preact/compat listens to `focusout` for `onBlur` (React does too), so a bare `fireEvent.blur`
 * reaches no handler.
 */
export function leave(element: Element) {
  fireEvent.blur(element);
  fireEvent(element, createEvent.focusOut(element));
}

/**
 * Waits for the next task, so the promises an event started (an asynchronous validation, a fake API's
 * answer) settle first. Awaited inside `act`, it gives what React's `act` gave before it returned, which
 * Preact's does not: `act` renders once its callback settles.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
