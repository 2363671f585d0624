export { default as errors } from 'virtual:error-texts/en-factors';

import type es from '../es/factors.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Who must have a second factor, the one-time offer, and confirming it is you before what matters (step-up). */
export default {
  stepUp: {
    title: 'Confirm it is you',
    lead: 'For your security, before continuing we ask for a code from your authenticator app.',
    leadRecovery: 'Enter one of your recovery codes. Each one works only once.',
    leadPassword: 'For your security, enter your password before continuing.',
    codeLabel: 'App code',
    recoveryLabel: 'Recovery code',
    passwordLabel: 'Password',
    empty: 'Enter the code.',
    emptyPassword: 'Enter your password.',
    submit: 'Confirm and continue',
    submitting: 'Confirming…',
    cancel: 'Cancel',
    useRecovery: 'Use a recovery code',
    useApp: 'Use the app’s code',
    usePasskey: 'Use a passkey',
    passkeyWaiting: 'Waiting for your passkey…',
    leadPasskey: 'For your security, before continuing confirm with your passkey or with a code from your app.',
    leadPasskeyOnly:
      'For your security, before continuing confirm with your passkey or with one of your recovery codes.',
    or: 'or enter a code',
    passkeyProblem: {
      cancelled: 'The passkey was not used. You can try again or enter a code.',
      unsupported: 'This browser does not support passkeys. Enter a code to confirm.',
      failed: 'The browser could not use the passkey. Try again or enter a code.',
    },
  },
  required: {
    roleTitle: 'Turn on a second factor to moderate',
    roleBody:
      'Moderators can suspend accounts and read reports: your account needs a second factor to open the moderation queue. Turn it on in Settings › Security and come back here.',
    agencyTitle: 'Your agency needs a second factor',
    agencyBody:
      'The time to turn it on ended on {{date}}. Until you do, you can only use your account settings and their security section.',
    action: 'Go to Security',
    logOut: 'Log out',
  },
  banner: {
    agency:
      'Verified agencies must turn on a second factor before {{date}}. After that, the account is paused until they do.',
    agencyAction: 'Turn it on now',
    offerTitle: 'Protect your account with a second step',
    offer: 'With an authenticator app, someone who guesses or steals your password cannot get in. It takes a minute.',
    offerAction: 'Turn on in Security',
    offerDismiss: 'Not now',
  },
} satisfies Shape<typeof es>;
