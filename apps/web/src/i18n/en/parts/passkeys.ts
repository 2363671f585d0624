import type { passkeysEs } from '../../es/parts/passkeys.ts';

/** The settings' "Passkeys" part of "Security" (part of settings.ts). */
export const passkeysEn: typeof passkeysEs = {
  title: 'Passkeys',
  lead: 'Sign in without a password using your device’s fingerprint, face or PIN. A passkey also works as the second step after your password.',
  none: 'You have no passkeys yet.',
  listLabel: 'Your passkeys',
  add: 'Add a passkey',
  nameLabel: 'Passkey name',
  nameHint: 'To recognise it later, for example “My phone” or “Work laptop”.',
  nameDefault: 'My passkey',
  create: 'Create the passkey',
  creating: 'Waiting for your device…',
  added: 'You added the passkey “{{name}}”.',
  created: 'Added on {{date}}',
  lastUsed: 'Last used: {{date}}',
  neverUsed: 'Not used yet',
  rename: 'Rename',
  save: 'Save',
  remove: 'Remove',
  removeConfirm: 'Remove “{{name}}”? You will no longer be able to sign in with it.',
  removeYes: 'Yes, remove',
  problem: {
    cancelled: 'The passkey request was cancelled or timed out. Try again whenever you like.',
    unsupported: 'This browser does not support passkeys. Try another browser or sign in with your password.',
    exists: 'That passkey is already registered on your account.',
    failed: 'The browser could not use the passkey. Try again.',
  },
};
