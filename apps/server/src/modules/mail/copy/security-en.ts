import type { MailCopy } from './es.ts';

// The owner's notices of every change of second factors, in English; part of en.ts.
const notYou =
  'If this was not you, someone knows your password: change it now with “Forgot your password?” and review your open sessions.';

export const securityEn: MailCopy['security'] = {
  totp_on: {
    subject: 'Vitrina: you turned on the authenticator app',
    preheader: 'From now on, logging in also asks for a code.',
    heading: 'Hi, {name}',
    paragraphs: [
      'You turned on the authenticator app for your Vitrina account. From now on, after your password we will ask for the 6-digit code the app shows.',
      'Keep your recovery codes somewhere safe: they let you in if you lose your phone.',
    ],
    button: 'See your account’s security',
    after: [notYou],
  },
  totp_off: {
    subject: 'Vitrina: you turned off the authenticator app',
    preheader: 'Logging in no longer asks for a code.',
    heading: 'Hi, {name}',
    paragraphs: [
      'You turned off the authenticator app for your Vitrina account. Logging in now asks for your password only, and your recovery codes no longer work.',
    ],
    button: 'See your account’s security',
    after: [notYou],
  },
  passkey_added: {
    subject: 'Vitrina: you added a passkey',
    preheader: 'You can now sign in with it, no password.',
    heading: 'Hi, {name}',
    paragraphs: [
      'You added a passkey to your Vitrina account. It signs you in without a password, and it also works as the second step after your password.',
    ],
    button: 'See your account’s security',
    after: [notYou],
  },
  passkey_removed: {
    subject: 'Vitrina: you removed a passkey',
    preheader: 'That passkey no longer opens your account.',
    heading: 'Hi, {name}',
    paragraphs: ['You removed a passkey from your Vitrina account. It no longer signs you in.'],
    button: 'See your account’s security',
    after: [notYou],
  },
  recovery_regenerated: {
    subject: 'Vitrina: you have new recovery codes',
    preheader: 'The previous ones no longer work.',
    heading: 'Hi, {name}',
    paragraphs: ['You generated new recovery codes for your Vitrina account. The previous ones no longer work.'],
    button: 'See your account’s security',
    after: [notYou],
  },
  recovery_used: {
    subject: 'Vitrina: a recovery code was used',
    preheader: 'You have {remaining} codes left.',
    heading: 'Hi, {name}',
    paragraphs: [
      'One of your recovery codes was used to get into your Vitrina account. Each code works once; you have {remaining} left.',
      'If you lost the phone with your authenticator app, generate new codes or turn the app on again from your account’s security.',
    ],
    button: 'See your account’s security',
    after: [notYou],
  },
};
