/**
 * A property happy-dom leaves out and a library the components use reads: `HTMLSelectElement.size`, the
 * `size` attribute as a number (0 when absent). react-hook-form reads it to tell a select someone changed
 * before the form was ready from one still on its first option; without it every registered select looks
 * changed, and the form takes the option shown instead of setting its default value.
 */
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      const size = Number.parseInt(this.getAttribute('size') ?? '', 10);
      return size >= 0 ? size : 0;
    },
    set(this: HTMLSelectElement, size: number) {
      this.setAttribute('size', String(size));
    },
  });
}
