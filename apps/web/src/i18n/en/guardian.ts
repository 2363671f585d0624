/** A minor's guardian: the sign-up section, the minor's banner and settings, and the guardian's page (/tutor). */
export default {
  relationship: {
    mother: 'Mother',
    father: 'Father',
    legal_guardian: 'Legal guardian',
    other: 'Another responsible adult',
  },
  // How the guardian's page names the guardian in a sentence: "named you as their mother".
  relationshipInSentence: {
    mother: 'their mother',
    father: 'their father',
    legal_guardian: 'their legal guardian',
    other: 'the responsible adult',
  },
  fields: {
    legend: 'Your mother, father or guardian',
    why: 'As you are under 18, your profile will not be shown to anyone until this person gives their consent from the e-mail we will send them.',
    name: 'Their name',
    email: 'Their e-mail address',
    relationship: 'Relationship to you',
    choose: 'Choose one',
  },
  status: {
    pending: 'Waiting for confirmation',
    confirmed: 'Confirmed',
    withdrawn: 'Consent withdrawn',
  },
  banner: {
    title: 'Your profile is hidden',
    pending:
      'Your profile is hidden until {{name}} confirms your account from the e-mail we sent to {{email}}. Nobody but you can see it.',
    withdrawn:
      '{{name}} withdrew their consent, so your profile is hidden again. Nobody but you can see it. Talk to them or name someone else.',
    none: 'Your profile is hidden until your mother, father or guardian confirms your account. Tell us who they are and we will e-mail them.',
    resend: 'Resend e-mail',
    resending: 'Resending…',
    resent: 'We sent the e-mail to {{email}} again.',
    change: 'Change guardian',
    add: 'Name your guardian',
  },
  dialog: {
    title: 'Your mother, father or guardian',
    lead: 'We will e-mail them to confirm your account. Until then your profile stays hidden.',
    save: 'Save and send',
    saving: 'Sending…',
    cancel: 'Cancel',
    saved: 'Done: we sent the e-mail to {{email}}.',
  },
  settings: {
    title: 'Your mother, father or guardian',
    lead: 'While you are under 18, your profile is shown only once this person confirms it.',
    none: 'You have not named anyone yet. Your profile is hidden until you do and they confirm it.',
    name: 'Name',
    email: 'E-mail',
    relationship: 'Relationship',
    status: 'Status',
  },
  page: {
    title: 'Consent for {{name}}',
    lead: '{{name}} is under 18, signed up to Vitrina (a social network for showing creative talent) and named you as {{relationship}}.',
    pending:
      'Their profile is not shown to anyone until you confirm that you agree. Once you do, other talents and verified agencies can see it; agencies that are not verified never find it. Every week we will send you a summary of who wrote to them.',
    confirmed:
      'You have given your consent: their profile is shown to other talents and verified agencies. You can withdraw it or close their account at any time.',
    withdrawn:
      'You withdrew your consent: their profile is hidden and nobody but {{name}} can see it. You can confirm it again from here.',
    confirm: 'Confirm and show their profile',
    withdraw: 'Withdraw my consent',
    close: 'Close their account',
    working: 'One moment…',
    withdrawTitle: 'Withdraw your consent?',
    withdrawBody:
      "{{name}}'s profile will be hidden from everyone as soon as you confirm. You can give your consent again with this same link.",
    withdrawYes: 'Yes, withdraw my consent',
    closeTitle: "Close {{name}}'s account?",
    closeBody:
      'Their account will be cancelled as soon as you confirm: nobody will be able to see their profile or write to them, their sessions will end and in four weeks everything in it will be deleted. This link will stop working.',
    closeYes: 'Yes, close their account',
    back: 'Go back',
    confirmedDone: "Thank you. You confirmed {{name}}'s account: their profile is now shown.",
    withdrawnDone: "You withdrew your consent: {{name}}'s profile is hidden again.",
    closedTitle: "You closed {{name}}'s account",
    closedDone:
      'Their account is cancelled and nobody can see it. In four weeks it will be deleted for good. You can close this page now.',
    notFoundTitle: 'This link does not work',
    notFoundBody:
      'The account may already be closed, someone else may have been named as guardian, or the link may have been cut when it was copied.',
    home: 'Go to the home page',
  },
};
