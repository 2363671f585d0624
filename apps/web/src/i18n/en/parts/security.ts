import type { securityEs } from '../../es/parts/security.ts';

/** The settings' "Security" section (part of settings.ts). */
export const securityEn: {
  [K in keyof typeof securityEs]: (typeof securityEs)[K] extends string
    ? string
    : Record<keyof (typeof securityEs)[K], string>;
} = {
  title: 'Security',
  lead: 'Ask for a second step when logging in, and see where your account is open.',
  totpTitle: 'Authenticator app',
  totpOff:
    'Off. With it on, after your password we will ask for the 6-digit code your app shows, which changes every 30 seconds.',
  totpOn: 'On since {{date}}. Logging in also asks for its code.',
  turnOn: 'Turn on the authenticator app',
  starting: 'Getting ready…',
  scan: 'Scan this QR code with your authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password).',
  qrAlt: 'QR code that adds your Vitrina account to the authenticator app',
  keyLabel: 'If you cannot scan it, type this key into the app:',
  firstCode: 'Code the app shows',
  confirm: 'Confirm and turn on',
  cancel: 'Cancel',
  turnOff: 'Turn off the authenticator app',
  turnOffLabel: 'App code or recovery code',
  turnOffLead: 'To turn it off, enter a code from the app or a recovery code. Your recovery codes will stop working.',
  codesTitle: 'Recovery codes',
  codesRemaining_one: 'You have {{count}} unused code left.',
  codesRemaining_other: 'You have {{count}} unused codes left.',
  codesNone:
    'You will get ten when you turn on the authenticator app or add your first passkey: they let you in if you lose your phone.',
  regenerateLeadRecovery: 'The previous codes will stop working. Enter one of your recovery codes to confirm.',
  recoveryCodeLabel: 'Recovery code',
  regenerate: 'Generate new codes',
  regenerateLead: 'The previous codes will stop working. Enter a code from the app to confirm.',
  codeLabel: 'App code',
  empty: 'Enter the code.',
  working: 'One moment…',
  newCodesTitle: 'Save your recovery codes',
  newCodesLead:
    'Without your phone, each code lets you in once. Keep them somewhere safe: we will not show them again.',
  download: 'Download as .txt',
  fileName: 'vitrina-recovery-codes.txt',
  fileHeading: 'Vitrina recovery codes. Each one works only once.',
  saved: 'I have saved them',
  sessionsTitle: 'Devices where you are logged in',
  sessionsLoading: 'Loading your sessions…',
  sessionOpened: 'Started on {{date}}',
  thisDevice: 'This device',
  factor: {
    totp: 'With the authenticator app',
    passkey: 'With a passkey',
    recovery: 'With a recovery code',
    none: 'No second step',
  },
};
