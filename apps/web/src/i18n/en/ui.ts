/** Texts of the shared primitives in components/ui. */
export default {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  close: 'Close',
  working: 'Working…',
  /** The three choices of a birth date (components/ui/birth-date-field.tsx). */
  day: 'Day',
  month: 'Month',
  year: 'Year',
  pagination: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{n}}',
  },
};
