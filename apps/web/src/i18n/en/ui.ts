/** Texts of the shared primitives in components/ui. */
export default {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  close: 'Close',
  working: 'Working…',
};
