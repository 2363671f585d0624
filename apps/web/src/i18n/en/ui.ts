/** Texts of the shared primitives in components/ui. */
export default {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  /** components/ui/verified-badge.tsx. */
  verifiedAgency: 'Verified agency',
  close: 'Close',
  working: 'Working…',
  /** The three choices of a birth date (components/ui/birth-date-field.tsx). */
  day: 'Day',
  month: 'Month',
  year: 'Year',
  /** The password strength meter (components/ui/password-strength.tsx): a label per zxcvbn score. */
  strength: {
    label: 'Password strength',
    '0': 'Very weak',
    '1': 'Weak',
    '2': 'Fair',
    '3': 'Good',
    '4': 'Very good',
  },
  /** A person's newest photos on their card (components/ui/card-photos.tsx). */
  cardPhotos: {
    label: 'Recent photos by {{name}}',
    alt: 'Recent photo {{n}} by {{name}}',
    videoAlt: 'Recent video {{n}} by {{name}}',
  },
  pagination: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{n}}',
  },
};
