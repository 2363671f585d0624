import type { MailCopy } from './es.ts';

// The guardian's e-mails and the minor's about her guardian, in English; part of en.ts.
export const guardiansEn: MailCopy['guardians'] = {
  relationships: {
    mother: 'mother',
    father: 'father',
    legal_guardian: 'legal guardian',
    other: 'responsible adult',
  },
  withdrawLink: 'To refuse your consent, or withdraw it at any time:',
  closeLink: 'To close {minor}’s account:',
  request: {
    subject: 'Vitrina: {minor} needs your consent',
    preheader: 'Until you confirm, nobody sees their profile.',
    heading: 'Hi, {name}',
    paragraphs: [
      '{minor} is under 18, signed up to Vitrina —the network where creative talent is shown and agencies discover it— and named you as their {relationship}.',
      'Until you confirm, nobody but {minor} sees their profile and no agency can write to them. With your consent their profile is seen on Vitrina, only agencies our team verified can write to them (always as a request), and every week we tell you which agencies wrote to them, never the text of their messages.',
    ],
    button: 'Give my consent',
    after: ['If you do not know {minor}, ignore this message: without your consent nobody will see their profile.'],
    footer: 'This message was sent to {email} by Vitrina because {minor} named you as their {relationship}.',
  },
  summary: {
    subject: {
      one: 'Vitrina: {count} agency wrote to {minor} this week',
      other: 'Vitrina: {count} agencies wrote to {minor} this week',
    },
    preheader: 'Which agencies wrote to {minor} for the first time.',
    heading: 'Hi, {name}',
    paragraphs: [
      'These agencies wrote to {minor} for the first time in the last few days. We do not send you the text of the messages: only {minor} can read them.',
    ],
    request: '{agency}{verified}: message request, {date}',
    message: '{agency}{verified}: first message, {date}',
    verified: ', verified agency',
    button: 'See your consent',
    after: [],
    footer:
      'This summary was sent to {email} by Vitrina because {minor} named you as their {relationship}; we only send it in weeks with something to tell.',
  },
  ended: {
    subject: 'Vitrina: {minor} is now 18',
    preheader: 'Your role for their account has ended.',
    heading: 'Hi, {name}',
    paragraphs: [
      '{minor} turned 18. From today their Vitrina account is theirs alone: it no longer needs your consent and we will send you no more summaries.',
      'The links in the e-mails we sent you no longer work.',
    ],
    button: 'Go to Vitrina',
    after: ['Thank you for being with {minor} on Vitrina.'],
    footer: 'This message was sent to {email} by Vitrina because {minor} named you as their {relationship}.',
  },
  adult: {
    subject: 'Vitrina: you are 18 now',
    preheader: 'Your account no longer depends on anyone’s consent.',
    heading: 'Congratulations, {name}!',
    paragraphs: [
      'You turned 18: from today your Vitrina account no longer depends on the consent of {guardian}, your {relationship}, and we told them their role has ended.',
      'Your profile is seen like any adult’s. Choose who may write to you in your settings.',
    ],
    button: 'Open my settings',
    after: [],
  },
  withdrawn: {
    subject: 'Vitrina: your profile is hidden again',
    preheader: 'Your {relationship} withdrew their consent.',
    heading: 'Hi, {name}',
    paragraphs: [
      '{guardian}, your {relationship}, withdrew their consent for you to use Vitrina. From now on nobody but you sees your profile and no agency can write to you.',
      'You can still log in to your account. If you think this is a mistake, talk to {guardian}: they can give their consent again from the links in their e-mails.',
    ],
    button: 'Open my settings',
    after: [],
  },
  closed: {
    subject: 'Vitrina: your {relationship} closed your account',
    preheader: 'It will be deleted on {date}.',
    heading: 'Hi, {name}',
    paragraphs: [
      '{guardian}, your {relationship}, closed your Vitrina account. From now on nobody sees your profile, your posts or your messages, and all your sessions were ended.',
      'On {date} we will delete it for good, with everything it holds. Until then you can restore it by logging in, but your profile stays hidden until your mother, father or legal guardian gives their consent again.',
    ],
    button: 'Log in',
    after: [],
  },
};
