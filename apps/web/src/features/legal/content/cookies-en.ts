import type { LegalDoc } from '../legal-types.ts';

const cookies: LegalDoc = {
  title: 'Cookie policy',
  intro:
    'This is what Vitrina keeps in your browser, what it is for and how you can control it. The short version: only what the service needs to work, with no advertising and no tracking.',
  summary: [
    'Vitrina **does not use advertising, analytics or tracking cookies**.',
    'We keep your session (it expires after {{sessionDays}} days) and your language in your browser.',
    'If we ever wanted to use other technologies, we would tell you at least **{{noticeWeeksWords}} ({{noticeWeeks}}) weeks** in advance and ask for your permission.',
  ],
  sections: [
    {
      id: 'que-son',
      title: 'What cookies and local storage are',
      blocks: [
        'Cookies are small files that a website keeps in your browser. Local storage and session storage are similar mechanisms that let a web application remember information on your device. To keep things simple, this policy calls all of them “cookies”.',
      ],
    },
    {
      id: 'que-usamos',
      title: 'What we keep in your browser',
      blocks: [
        "Vitrina **sets no cookies of its own**. It uses your browser's storage only for the following, all strictly necessary to provide the service you ask for:",
        {
          table: {
            head: ['Name', 'Where', 'Purpose', 'Duration'],
            rows: [
              [
                'token',
                'Local storage if you choose “Remember me”; otherwise session storage',
                'Keeping you logged in and authenticating your requests.',
                'Until you log out (or close the tab, if you did not choose “Remember me”); the session expires after {{sessionDays}} days.',
              ],
              [
                'lang',
                'Local storage',
                'Remembering the language you chose (Spanish or English).',
                "Until you change language or clear the site's data.",
              ],
              [
                'registered-user',
                'Session storage',
                'Right after you sign up, remembering which account to resend the confirmation e-mail to.',
                'Until you leave that page or close the tab.',
              ],
            ],
          },
        },
        'None of this data is used for advertising or profiling, and none of it is shared with third parties.',
      ],
    },
    {
      id: 'terceros',
      title: 'Third-party services',
      blocks: [
        {
          list: [
            "**YouTube videos**: videos posted on Vitrina are shown in YouTube's privacy-enhanced mode (youtube-nocookie.com). YouTube may store information in your browser when you play a video, under its own policies.",
            "**Facebook login**: only if it is available and you choose to use it, Facebook's component is loaded, and it may set its own cookies under Facebook's policy.",
          ],
        },
        'Apart from those cases, which depend on something you do, no third party stores information in your browser through Vitrina.',
      ],
    },
    {
      id: 'control',
      title: 'How to control them',
      blocks: [
        "When you **log out**, we remove your session from the browser. You can also clear the data Vitrina keeps at any time in your browser's settings (usually under “Privacy” › “Site data”).",
        'If you clear it, you will need to log in again and Vitrina will be shown in Spanish until you choose your language again. If you block site storage completely, you will not be able to log in.',
      ],
    },
    {
      id: 'cambios',
      title: 'Changes to this policy',
      blocks: [
        'If we change what we keep in your browser, we will update this policy and tell you by e-mail and within Vitrina **at least {{noticeWeeksWords}} ({{noticeWeeks}}) weeks in advance**. Any technology that is not strictly necessary will require your consent first.',
      ],
    },
    {
      id: 'contacto',
      title: 'Questions',
      blocks: [
        'Write to us at [{{privacyEmail}}](mailto:{{privacyEmail}}). To learn how we handle your personal data, see the [Privacy notice](/politicas-privacidad).',
      ],
    },
  ],
};

export default cookies;
