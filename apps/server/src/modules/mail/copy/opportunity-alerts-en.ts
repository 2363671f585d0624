import type { MailCopy } from './es.ts';

// The alerts of new opportunities, in English; part of en.ts.
export const opportunityAlertsEn: MailCopy['opportunityAlerts'] = {
  fits: {
    subject: {
      one: 'Vitrina: {count} new role fits you',
      other: 'Vitrina: {count} new roles fit you',
    },
    preheader: 'Newly opened opportunities whose requirements you meet.',
    heading: 'Hi, {name}',
    intro: {
      one: '{count} role whose requirements your sheet meets has opened since the last alert:',
      other: '{count} roles whose requirements your sheet meets have opened since the last alert:',
    },
    paragraphs: [],
    button: 'See what fits me',
    more: { one: 'And {count} more on Vitrina.', other: 'And {count} more on Vitrina.' },
    extra: 'To get these alerts weekly or stop them, open your settings:',
    footer: 'This alert was sent to {email} by Vitrina because your alerts of roles that fit you are on.',
  },
  board: {
    subject: {
      one: 'Vitrina: {count} new opportunity in “{search}”',
      other: 'Vitrina: {count} new opportunities in “{search}”',
    },
    preheader: 'Newly opened opportunities that match your saved search.',
    heading: 'Hi, {name}',
    intro: {
      one: '{count} opportunity matching your saved search “{search}” has opened since the last alert:',
      other: '{count} opportunities matching your saved search “{search}” have opened since the last alert:',
    },
    paragraphs: [],
    button: 'Open the search',
    more: { one: 'And {count} more on Vitrina.', other: 'And {count} more on Vitrina.' },
    extra: 'To stop the alerts of this search (only this one), open this link:',
    footer: 'This alert was sent to {email} by Vitrina because you saved the search “{search}”.',
  },
};
