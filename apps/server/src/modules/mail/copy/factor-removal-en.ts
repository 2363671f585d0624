import type { MailCopy } from './es.ts';

// The owner's notices of an admin's removal of lost factors, in English; part of en.ts.
const notYou =
  'If this was not you, someone knows your password: cancel with the button above and change it with “Forgot your password?”.';

export const factorRemovalEn: MailCopy['factorRemoval'] = {
  requested: {
    subject: 'Vitrina: you asked to remove two-step verification',
    preheader: 'An admin will review your request.',
    heading: 'Hi, {name}',
    paragraphs: [
      'Someone who knows your password asked to remove the authenticator app and the recovery codes from your Vitrina account because they were lost.',
      'An admin will review the request. If they approve it, we will tell you, and the change will happen 72 hours later unless you cancel it.',
    ],
    button: 'Cancel the request',
    after: [notYou],
  },
  approved: {
    subject: 'Vitrina: your two-step verification will be removed in 72 hours',
    preheader: 'You can cancel until {date}.',
    heading: 'Hi, {name}',
    paragraphs: [
      'An admin approved removing the authenticator app and the recovery codes from your Vitrina account.',
      'They will be removed on {date}. Until then you can cancel with the button below, without logging in.',
    ],
    button: 'Cancel and keep my verification',
    after: [notYou],
  },
  refused: {
    subject: 'Vitrina: your two-step verification will not be removed',
    preheader: 'Your account still asks for a code.',
    heading: 'Hi, {name}',
    paragraphs: [
      'An admin refused the request to remove two-step verification from your Vitrina account. Logging in still asks for a code from your app or a recovery code.',
    ],
    button: 'Go to Vitrina',
    after: [],
  },
  cancelled: {
    subject: 'Vitrina: you cancelled the request to remove your verification',
    preheader: 'Your app and your codes still work.',
    heading: 'Hi, {name}',
    paragraphs: [
      'The request to remove two-step verification from your Vitrina account was cancelled. Your authenticator app and your recovery codes stay as they were.',
    ],
    button: 'Go to Vitrina',
    after: [],
  },
  done: {
    subject: 'Vitrina: two-step verification was removed from your account',
    preheader: 'Logging in now asks for your password only.',
    heading: 'Hi, {name}',
    paragraphs: [
      'As an admin approved, we removed the authenticator app and the recovery codes from your Vitrina account. Logging in now asks for your password only.',
      'Turn two-step verification back on from your account’s security as soon as you are in.',
    ],
    button: 'Log in',
    after: [],
  },
};
