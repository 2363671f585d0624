/** Account type selection, the talent wizard and the agency setup. */
export default {
  select: {
    title: 'How do you want to use Vitrina?',
    lead: 'Choose your account type. This choice is final.',
    talento: {
      title: 'Show my talent',
      body: 'Publish your work, gain followers and let agencies find you.',
    },
    agencia: {
      title: 'Search for talent',
      body: 'Discover profiles by category and country, follow them and message them directly.',
    },
  },
  wizard: {
    progressLabel: 'Setup progress',
    stepOf: 'Step {{step}} of {{total}}',
    skip: 'Skip for now',
    next: 'Next',
    storing: 'Saving picture…',
    follow: {
      title: 'All set! Follow other talents',
      lead: 'Talents of your categories, those of your country first. Follow them and their posts will fill your news.',
      done: 'Go to my news',
    },
    back: 'Back',
    steps: {
      categories: 'Category',
      photo: 'Profile photo',
      cover: 'Cover',
      talent: 'Your talent',
      sheet: 'Your sheet',
      share: 'Share',
    },
    sheet: {
      title: 'Your talent sheet (optional)',
      lead: 'Height, languages, styles… whatever helps an agency find you. You can fill it in later in Settings.',
    },
    categories: {
      title: 'What is your talent?',
      lead: 'Choose one or more categories. Every change is saved at once.',
      label: 'Categories of your talent',
    },
    photo: {
      title: 'Your profile photo',
      lead: 'A good photo helps people recognise you. JPG, PNG or GIF, up to 1,200 px wide.',
    },
    cover: {
      title: 'Your cover photo',
      lead: 'The large picture at the top of your profile. JPG, PNG or GIF, up to 1,200 px wide.',
    },
    talent: {
      title: 'Tell us about your talent',
      lead: 'A few lines about what you do, your experience and what you are looking for.',
    },
    share: {
      title: 'Share your profile',
      lead: 'Invite up to four people to see your talent. You can leave the fields empty.',
    },
    failed: 'We could not finish the setup.',
  },
  talent: {
    label: 'Biography',
    placeholder: 'E.g.: Contemporary dancer with 8 years on stage…',
    counter: '{{count}} / {{max}} characters',
  },
  share: {
    legend: "Your contacts' e-mails",
    field: 'E-mail {{number}}',
    placeholder: 'name@example.com',
    alert: 'Please check that the e-mail addresses are correct.',
    finish: 'Finish',
    finishing: 'Finishing…',
  },
  agency: {
    title: 'Set up your agency',
    lead: 'Tell talents who you are. The categories you choose decide which profiles we show you first.',
    legend: 'Agency details',
    name: 'Agency name',
    description: 'Description',
    descriptionHint: '{{count}} / {{max}} characters',
    contactEmail: 'Contact e-mail',
    contactEmailHint: 'Leave it empty to use your account e-mail.',
    web: 'Website',
    phone: 'Phone',
    categories: 'Categories you scout',
    categoriesHint: 'Choose the areas of talent you are interested in.',
    logoHint: "Your logo appears next to the agency's name. JPG, PNG or GIF.",
    logo: 'Logo',
    submit: 'Start discovering talent',
    submitting: 'Saving…',
  },
};
