import type { MailCopy } from './es.ts';

// The digest's lines about opportunities, in English; part of en.ts.
type Lines = Pick<
  MailCopy['digest']['items'],
  | 'OPPORTUNITY_CHANGED'
  | 'OPPORTUNITY_CHANGES'
  | 'OPPORTUNITY_ENDED'
  | 'APPLICATION_UPDATE'
  | 'APPLICATION_SELF_TAPE'
  | 'OPPORTUNITY_INVITE'
  | 'OPPORTUNITIES_FIT'
  | 'SELF_TAPE_DUE'
>;

export const opportunityDigestEn: Lines = {
  OPPORTUNITY_CHANGED: {
    one: '{who} changed “{title}”, which you applied to: see what is new.',
    other: '{who} changed “{title}”, which you applied to: see what is new.',
  },
  OPPORTUNITY_CHANGES: {
    one: '{who} changed {changes} of “{title}”, which you applied to.',
    other: '{who} changed {changes} of “{title}”, which you applied to.',
  },
  OPPORTUNITY_ENDED: {
    one: 'Your application to “{title}” ended: not selected, because {reason}.',
    other: 'Your application to “{title}” ended: not selected, because {reason}.',
  },
  APPLICATION_UPDATE: {
    one: '{who} cast you as {role} in “{title}”!',
    other: '{who} cast you as {role} in “{title}”!',
  },
  APPLICATION_SELF_TAPE: {
    one: '{who} asks you for a self-tape for {role} in “{title}”.',
    other: '{who} asks you for a self-tape for {role} in “{title}”.',
  },
  OPPORTUNITY_INVITE: {
    one: '{who} invites you to apply for {role} in “{title}”.',
    other: '{who} invites you to apply for {role} in “{title}”.',
  },
  OPPORTUNITIES_FIT: {
    one: '{count} new role fits you, in “{title}”.',
    other: '{count} new roles fit you, among them in “{title}”.',
  },
  SELF_TAPE_DUE: {
    one: 'Your self-tape for {role} in “{title}” is due tomorrow.',
    other: 'Your self-tape for {role} in “{title}” is due tomorrow.',
  },
};
