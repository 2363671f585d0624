import type { MailCopy } from './es.ts';
import { guardiansEn } from './guardians-en.ts';
import { opportunityAlertsEn } from './opportunity-alerts-en.ts';
import { opportunityDigestEn } from './opportunities-en.ts';
import { factorRemovalEn } from './factor-removal-en.ts';
import { securityEn } from './security-en.ts';

/** The e-mails in English: the same keys and placeholders as es.ts (the type and copy-parity.test.ts hold it). */
export const en: MailCopy = {
  layout: {
    buttonFallback: 'If the button does not work, copy this link into your browser:',
    footer: 'This message was sent to {email} by Vitrina.',
  },
  confirmation: {
    subject: 'Vitrina: confirm your account',
    preheader: 'One more step to start showing your talent.',
    heading: 'Hi, {name}!',
    paragraphs: [
      'Thank you for joining Vitrina, the network where creative talent is shown and agencies discover it.',
      'Confirm your e-mail address to activate your account:',
    ],
    button: 'Confirm my account',
    after: [
      'The link expires in 72 hours and works only once.',
      'If you did not create this account, ignore this message.',
    ],
  },
  recovery: {
    subject: 'Vitrina: recover your password',
    preheader: 'You asked for a new password.',
    heading: 'Hi, {name}',
    paragraphs: [
      'Someone (we hope it was you) asked to recover the password of your Vitrina account.',
      'Press the button to choose a new password:',
    ],
    button: 'Choose a new password',
    after: [
      'The link expires in one hour and works only once.',
      'If you did not ask for it, ignore this message: your password stays the same.',
    ],
  },
  invitation: {
    subject: '{sender} invites you to see their talent on Vitrina',
    preheader: 'Discover their profile.',
    heading: 'You have an invitation!',
    paragraphs: ['{sender} has just created a profile on Vitrina and wants you to see their talent.'],
    button: 'See their profile',
    after: [],
    extra: 'Do you have a talent to show? Create your free account:',
    footer: 'This message was sent to {email} because {sender} invited you. We do not keep your address.',
  },
  cancelled: {
    subject: 'Vitrina: you cancelled your account',
    preheader: 'It will be deleted on {date}.',
    heading: 'Hi, {name}',
    paragraphs: [
      'You cancelled your Vitrina account. From now on nobody sees your profile, posts, comments, likes, whom you follow or your messages, and all your sessions were closed.',
      'On {date} we will delete it for good, with everything in it. Until then you can restore it as it was: log in with your e-mail and password and choose “Restore my account”.',
    ],
    button: 'Restore my account',
    after: ['If it was not you, restore your account and change your password at once.'],
  },
  minorReport: {
    subject: "Vitrina: report about a minor's safety (no. {report})",
    preheader: 'Please review it soon in the moderation queue.',
    heading: 'Hi, {name}',
    paragraphs: [
      'A report in the "safety of a minor" category arrived (no. {report}). It is at the top of the moderation queue.',
      'To protect the privacy of the people involved, the details can only be seen inside Vitrina.',
    ],
    button: 'Open moderation',
    after: ['You receive this notice because you are an administrator of Vitrina.'],
  },
  minorReports: {
    subject: {
      one: "Vitrina: 1 more report about a minor's safety in the last hour",
      other: "Vitrina: {count} more reports about a minor's safety in the last hour",
    },
    preheader: 'Please review them soon in the moderation queue.',
    heading: 'Hi, {name}',
    intro: {
      one: 'After the first notice of the last hour, another report in the "safety of a minor" category arrived (no. {reports}).',
      other:
        'After the first notice of the last hour, {count} more reports in the "safety of a minor" category arrived (nos. {reports}).',
    },
    paragraphs: [
      'They are at the top of the moderation queue. To protect the privacy of the people involved, the details can only be seen inside Vitrina.',
      'So as not to flood your inbox, we tell you of the first report of each hour at once and of the others together when that hour ends.',
    ],
    more: 'and {count} more',
    button: 'Open moderation',
    after: ['You receive this notice because you are an administrator of Vitrina.'],
  },
  exportReady: {
    subject: 'Vitrina: your copy of your data is ready',
    preheader: 'Download it before {date}.',
    heading: 'Hi, {name}',
    paragraphs: [
      'We prepared the archive you asked for with everything you gave or made on Vitrina: your account and profile, categories, posts with their photos and documents, comments, likes, followers and following, messages, notifications and reports.',
      'Download it from your settings, logged in, until {date}. Keep the file somewhere safe: it holds your personal data.',
    ],
    button: 'Download my data',
    after: ['If you did not ask for it, change your password at once.'],
  },
  emailChangeConfirm: {
    subject: 'Vitrina: confirm your new e-mail address',
    preheader: 'One more step to change your e-mail address.',
    heading: 'Hi, {name}',
    paragraphs: [
      'You asked for your Vitrina account to use {newEmail} from now on.',
      'Confirm it for the change to take effect; until then your account keeps its previous address:',
    ],
    button: 'Confirm my new address',
    after: [
      'The link expires in 72 hours and works only once.',
      'If you did not ask for it, ignore this message: nothing changes.',
    ],
  },
  emailChangeNotice: {
    subject: 'Vitrina: a change of your e-mail address was asked for',
    preheader: 'Your account would move to {newEmail}.',
    heading: 'Hi, {name}',
    paragraphs: [
      'Someone with access to your Vitrina account asked to change its e-mail address to {newEmail}. The change takes effect once it is confirmed from that address.',
      'If it was you, there is nothing to do. If not, undo it: your account returns to this address, the pending change is void and every open session is closed.',
    ],
    button: 'It was not me: undo the change',
    after: ['You can undo it for 7 days, once. Then change your password with “Forgot your password?”.'],
  },
  emailChangeAuthorize: {
    subject: 'Vitrina: shall we change your e-mail address?',
    preheader: 'To {newEmail}.',
    heading: 'Hi, {name}',
    paragraphs: [
      'Someone with access to your Vitrina account asked to change its e-mail address to {newEmail}. Your account has no password (you log in with Facebook), so you confirm it from here first.',
      'If it was you, press the button: we will then send a link to the new address to finish.',
    ],
    button: 'Yes, change my address',
    after: [
      'The link expires in 72 hours and works only once. If you did not ask for it, ignore this message: nothing changes.',
    ],
  },
  searchAlert: {
    subject: {
      one: 'Vitrina: {count} new talent in “{search}”',
      other: 'Vitrina: {count} new talents in “{search}”',
    },
    preheader: 'Talents who now match your saved search.',
    heading: 'Hi, {name}',
    intro: {
      one: '{count} talent has matched your saved search “{search}” since the last alert:',
      other: '{count} talents have matched your saved search “{search}” since the last alert:',
    },
    paragraphs: [],
    button: 'Open the search',
    more: { one: 'And {count} more on Vitrina.', other: 'And {count} more on Vitrina.' },
    extra: 'To stop the alerts of this search (only this one), open this link:',
    footer: 'This alert was sent to {email} by Vitrina because you saved the search “{search}”.',
  },
  opportunityAlerts: opportunityAlertsEn,
  weekly: {
    subject: {
      one: 'Your week on Vitrina: {count} profile view',
      other: 'Your week on Vitrina: {count} profile views',
    },
    preheader: 'Who looked at your work in the last {days} days.',
    heading: 'Hi, {name}',
    intro: 'This is what happened with your profile in the last {days} days:',
    views: { one: '{count} view of your profile', other: '{count} views of your profile' },
    audience: 'From agencies: {agency}. From talents: {talent}. From visitors with your link: {visitor}.',
    followers: { one: '{count} new follower.', other: '{count} new followers.' },
    bestPost: { one: 'Your most viewed post ({count} view):', other: 'Your most viewed post ({count} views):' },
    untitledPost: 'A post without text',
    agencies: 'Agencies that looked at your profile: {names}.',
    privateAgency: { one: 'an agency in {country}', other: '{count} agencies in {country}' },
    button: 'See my insights',
    extra: 'You can stop this summary in your settings:',
    footer: 'This summary was sent to {email} by Vitrina, at most once a week and only when there was news.',
  },
  digest: {
    subject: { one: 'Vitrina: you have {count} new update', other: 'Vitrina: you have {count} new updates' },
    preheader: 'This happened while you were away.',
    heading: 'Hi, {name}',
    paragraphs: ['This happened on Vitrina while you were away:'],
    button: 'See my notifications',
    more: { one: 'And {count} more on Vitrina.', other: 'And {count} more on Vitrina.' },
    extra: 'Choose which notices you get (or stop these e-mails) in your settings:',
    footer:
      'This message was sent to {email} by Vitrina. We write at most once every few minutes, and only while you are not online.',
    who: { one: '{name} and {count} other', other: '{name} and {count} others' },
    items: {
      FOLLOWER: { one: '{who} started following you.', other: '{who} started following you.' },
      COMMENT: { one: '{who} commented on your post.', other: '{who} commented on your post.' },
      LIKE_POST: { one: '{who} liked your post.', other: '{who} liked your post.' },
      LIKE_COMMENT: { one: '{who} liked your comment.', other: '{who} liked your comment.' },
      NEW_POST: { one: '{who} published a new post.', other: '{who} published a new post.' },
      REPORT_RESOLVED: { one: 'We reviewed one of your reports.', other: 'We reviewed one of your reports.' },
      AVAILABILITY_EXPIRING: {
        one: 'Your availability ends in 3 days: renew it in your settings.',
        other: 'Your availability ends in 3 days: renew it in your settings.',
      },
      SAVED_SEARCH_MATCH: {
        one: 'New talents match one of your saved searches.',
        other: 'New talents match one of your saved searches.',
      },
      MESSAGE: { one: '{who} wrote to you:', other: '{who} wrote to you:' },
      MESSAGE_REQUEST: {
        one: '{who}, a verified agency, wants to message you.',
        other: '{who}, a verified agency, wants to message you.',
      },
      REQUEST: {
        one: '{who} wants to message you: their message is waiting in Requests.',
        other: '{who} wants to message you: their message is waiting in Requests.',
      },
      ...opportunityDigestEn,
    },
  },
  guardians: guardiansEn,
  security: securityEn,
  factorRemoval: factorRemovalEn,
};
