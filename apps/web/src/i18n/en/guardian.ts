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
    documentTitle: 'Consent of a mother, father or guardian',
    title: 'Consent for {{name}}',
    lead: '{{name}} is under 18, signed up to Vitrina (the network where creative talent is shown and agencies discover it) and named you as {{relationship}}.',
    pending:
      'Until you confirm, nobody but {{name}} sees their profile and no agency can write to them. With your consent their profile is seen on Vitrina, only verified agencies can write to them (always as a request), and every week one does we tell you which, never the text of their messages.',
    confirmed:
      'You gave your consent: their profile is seen on Vitrina and only verified agencies can write to them. You can withdraw it or close their account at any time.',
    withdrawn:
      'They do not have your consent: nobody but {{name}} sees their profile and no agency can write to them. If you change your mind, you can give it here.',
    confirm: 'Give my consent',
    refuse: 'Refuse my consent',
    withdraw: 'Withdraw my consent',
    close: 'Close their account',
    working: 'One moment…',
    refuseTitle: 'Refuse your consent?',
    refuseBody:
      "{{name}}'s profile will stay hidden from everyone and we will tell them by e-mail. You can give your consent later with this same link.",
    refuseYes: 'Yes, I refuse my consent',
    withdrawTitle: 'Withdraw your consent?',
    withdrawBody:
      "{{name}}'s profile will be hidden from everyone as soon as you confirm, and we will tell them by e-mail. You can give your consent again with this same link.",
    withdrawYes: 'Yes, withdraw my consent',
    closeTitle: "Close {{name}}'s account?",
    closeBody:
      'Their account will be cancelled as soon as you confirm: nobody will see their profile or be able to write to them, their sessions will end, and in four weeks it will be deleted with everything in it. If {{name}} restores it before then, their profile stays hidden until you give your consent again.',
    closeYes: 'Yes, close their account',
    back: 'Go back',
    confirmedDone: "Thank you. You gave your consent: {{name}}'s profile is now seen on Vitrina.",
    refusedDone: "You refused your consent: {{name}}'s profile stays hidden.",
    withdrawnDone: "You withdrew your consent: {{name}}'s profile is hidden again.",
    closedTitle: "You closed {{name}}'s account",
    closedDone:
      'Their account is cancelled and nobody can see it. In four weeks it will be deleted for good; if {{name}} restores it before then, their profile stays hidden until you give your consent again. You can close this page now.',
    notFoundTitle: 'This link does not work',
    notFoundBody:
      'The person who named you may have turned 18, may have named someone else, or the link may have been cut when it was copied.',
    home: 'Go to the home page',
  },
};
