/** Where people reach Vitrina; shown on the contact page and quoted by the legal texts. */
export const contactDetails = {
  helloEmail: 'hola@vitrina.app',
  supportEmail: 'soporte@vitrina.app',
  privacyEmail: 'privacidad@vitrina.app',
  /** Business days to a first answer from the general and support inboxes (a service goal, not a legal figure). */
  helloReplyBusinessDays: 2,
  supportReplyBusinessDays: 1,
} as const;
