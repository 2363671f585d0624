/** Texts of the shared primitives in components/ui. */
export default {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  /** components/ui/verified-badge.tsx. */
  verifiedAgency: 'Verified agency',
  close: 'Close',
  /** Why the browser gave no passkey (lib/passkey-browser.ts). */
  passkey: {
    cancelled: 'The passkey request was cancelled or timed out. Try again whenever you like.',
    unsupported: 'This browser does not support passkeys. Try another browser or sign in with your password.',
    exists: 'That passkey is already registered on your account.',
    failed: 'The browser could not use the passkey. Try again.',
  },
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
