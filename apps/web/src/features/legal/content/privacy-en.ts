import type { LegalDoc } from '../legal-types.ts';

const privacy: LegalDoc = {
  title: 'Privacy notice',
  intro:
    'This notice explains what personal data we process when you use Vitrina, what we use it for, who we share it with and how you can exercise your rights of access, rectification, cancellation and opposition (ARCO rights).',
  summary: [
    'We process your data so that your account, your profile, search and messages work. **We do not sell your data** or use it for third-party advertising.',
    'We answer your ARCO requests within **{{arcoAnswerDays}} business days** at most and, where they apply, carry them out within the following **{{arcoExecuteDays}} business days**.',
    'People aged **{{minAge}} to {{adultAge}}** may only use Vitrina with the consent of their parent or guardian.',
    'When you cancel your account, your data and content are deleted **{{deletionWeeksWords}} ({{deletionWeeks}}) weeks** later.',
    'We will tell you about changes to this notice at least **{{noticeWeeksWords}} ({{noticeWeeks}}) weeks** in advance.',
  ],
  sections: [
    {
      id: 'responsable',
      title: 'Who is responsible for your data',
      blocks: [
        'Vitrina is the controller of the personal data you give us, under Mexican law on the protection of personal data held by private parties. For anything about your data, write to [{{privacyEmail}}](mailto:{{privacyEmail}}).',
      ],
    },
    {
      id: 'datos',
      title: 'The data we process',
      blocks: [
        {
          list: [
            '**Sign-up data**: first name, surname, e-mail address, password (kept only as a one-way hash, never in readable form), date of birth, sex, city, country and language.',
            '**Profile data**: account type, biography, profile and cover photos, profile URL, the categories you choose, social links, website and phone number if you decide to add them.',
            '**Your activity**: posts, photos, video links, documents, comments, reactions, shares, who you follow, blocks, reports, messages and notifications.',
            '**Invitations**: the e-mail addresses of the people you choose to invite while setting up your profile, used only to send them that invitation.',
            '**Technical data**: IP address, browser type and access logs, which we use to keep the service secure and to prevent abuse.',
            '**Facebook login**: if you use it, Facebook sends us your identifier, name and e-mail address.',
          ],
        },
        'We do not ask for sensitive data (such as ethnic origin, health, beliefs or sexual orientation). Please do not publish it on your profile.',
      ],
    },
    {
      id: 'finalidades',
      title: 'What we use your data for',
      blocks: [
        'Purposes needed to provide the service:',
        {
          list: [
            'Creating and managing your account, confirming your e-mail address and letting you recover your password.',
            'Showing your profile and your posts, and letting agencies and other talents find you by category and country.',
            'Delivering your messages and notifications, and sending you the service e-mails (confirmation, recovery, invitations and notices of changes).',
            'Protecting Vitrina: preventing fraud, spam and unauthorised access, and handling reports.',
            'Meeting legal obligations and answering requests from the authorities.',
          ],
        },
        'Additional purposes, which you can object to at any time without affecting your account: producing aggregated statistics to improve the product and sending you news about Vitrina. To object, write to [{{privacyEmail}}](mailto:{{privacyEmail}}).',
      ],
    },
    {
      id: 'visibilidad',
      title: 'What other people see',
      blocks: [
        'Your profile is visible to people logged in to Vitrina, except those you have blocked. It includes your name, photo, cover, city, country, biography, categories, social links and posts.',
        'On talent profiles, the Biography tab also shows your **e-mail address**, your **date of birth** (if you have entered it) and your website; for agencies, the e-mail address appears as the contact address. Your messages are seen only by you and the person you are talking to.',
      ],
    },
    {
      id: 'estadisticas',
      title: 'View figures',
      blocks: [
        'We count views of profiles, posts and photos to show each person their own figures under Insights: how many views they had, where they came from and which agencies looked at their profile. Views of your own profile and views by people in a block with you are never counted.',
        'Who looked at what is kept for **48 hours** at most, just long enough to count one view per person and day; after that only the daily totals remain, without who made them.',
        'A visitor who is not logged in is counted by a daily hash (salted with a value that changes every day), **never by storing their IP address**.',
        'Agencies may **browse privately** from their settings: the talent then sees “an agency in” their country instead of their name. Anyone can stop the weekly summary e-mail in their settings.',
      ],
    },
    {
      id: 'menores',
      title: 'Minors',
      blocks: [
        'Vitrina is not meant for children under **{{minAge}}** and does not let them open an account. People **aged {{minAge}} to {{adultAge}}** may only use Vitrina with the consent of their parent or guardian, who may exercise the rights described in this notice on their behalf.',
        'If we learn that we have collected data from someone under {{minAge}}, or from someone under {{adultAge}} without the required consent, we will delete the account and its data.',
      ],
    },
    {
      id: 'transferencias',
      title: 'Who we share your data with',
      blocks: [
        '**We do not sell your personal data.** We only share it with:',
        {
          list: [
            'Providers of hosting, file storage and e-mail delivery, who act on our behalf, under contract and with confidentiality obligations.',
            'Competent authorities, when a law or a duly reasoned order requires it.',
            'Facebook, only if you choose to log in with your Facebook account; and YouTube, when you play a YouTube video posted on Vitrina.',
          ],
        },
        'Some of these providers may be outside Mexico; in that case we require them to protect your data to a standard equivalent to this notice.',
      ],
    },
    {
      id: 'arco',
      title: 'Your ARCO rights',
      blocks: [
        'You have the right to **access** your data, to **rectify** it if it is inaccurate, to **cancel** it when it is no longer needed and to **object** to its use for specific purposes. You can also withdraw your consent or limit the use and disclosure of your data. You can correct much of your data yourself in your account settings.',
        "To exercise these rights, send an e-mail to [{{privacyEmail}}](mailto:{{privacyEmail}}) from your account's address, with:",
        {
          list: [
            'Your name and the e-mail address of your account.',
            'An identity document (or that of your representative, with proof of representation; for people under {{adultAge}}, that of their parent or guardian).',
            'The right you want to exercise and the data it concerns, with any document that helps us find it.',
          ],
        },
        '**Time limits:** we will give you our answer within **{{arcoAnswerDays}} business days** at most from receiving your complete request. If the request is granted, we will carry it out within the **{{arcoExecuteDays}} business days** following the date of that answer. That is {{arcoTotalDays}} business days at the latest in total.',
        'If you believe we did not handle your request as the law requires, you may turn to the competent personal data protection authority.',
      ],
    },
    {
      id: 'conservacion',
      title: 'How long we keep your data',
      blocks: [
        'We keep your data while your account is active. If you cancel your account, your profile stops being shown at once and your data and content are **permanently deleted {{deletionWeeksWords}} ({{deletionWeeks}}) weeks after cancellation**. After that we keep, locked away, only the data a law requires us to keep, for the period it sets.',
      ],
    },
    {
      id: 'seguridad',
      title: 'How we protect your data',
      blocks: [
        'We apply administrative, technical and physical measures: encrypted connections, passwords stored with strong hashing algorithms, signed sessions that expire after {{sessionDays}} days, all sessions signed out when the password changes, limits against abusive attempts and restricted staff access. If a breach were to significantly affect your rights, we would tell you without delay.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      blocks: [
        'Vitrina does not use advertising or tracking cookies. We keep your session and your language in your browser; the details are in the [Cookie policy](/politicas-cookies).',
      ],
    },
    {
      id: 'cambios',
      title: 'Changes to this notice',
      blocks: [
        'If we change this notice, we will tell you by e-mail and within Vitrina **at least {{noticeWeeksWords}} ({{noticeWeeks}}) weeks before** the change takes effect. The current version is always on this page, with the date it was last updated.',
      ],
    },
  ],
};

export default privacy;
