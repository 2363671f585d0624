import type { LegalDoc } from '../legal-types.ts';

const terms: LegalDoc = {
  title: 'Terms of use',
  intro:
    'These terms govern your use of Vitrina, the social network where creative talent shows its work and agencies discover it. Please read them carefully: by creating an account or using Vitrina you agree to follow them.',
  summary: [
    'You can use Vitrina from the age of **{{minAge}}**. If you are between {{minAge}} and {{adultAge}}, you need the consent of your parent or guardian.',
    'Our target is for Vitrina to be available at least **{{availability}} of the time each year**.',
    'We answer your privacy requests (ARCO rights) within **{{arcoAnswerDays}} business days** at most and, where they apply, carry them out within the following **{{arcoExecuteDays}} business days**.',
    'We will tell you about any change to these terms at least **{{noticeWeeksWords}} ({{noticeWeeks}}) weeks** in advance.',
    'If you cancel your account, your content is permanently deleted **{{deletionWeeksWords}} ({{deletionWeeks}}) weeks** later.',
  ],
  sections: [
    {
      id: 'aceptacion',
      title: 'Accepting these terms',
      blocks: [
        'Vitrina (“Vitrina”, “we”, “us”) provides the service described in these terms. By signing up, ticking the acceptance box or simply using the service, you enter into an agreement with us and accept these terms, the [Privacy notice](/politicas-privacidad) and the [Cookie policy](/politicas-cookies), which form part of them.',
        'If you do not agree with any part of them, do not use Vitrina. If you use Vitrina on behalf of an agency or company, you confirm that you are authorised to bind it and that it accepts these terms too.',
      ],
    },
    {
      id: 'servicio',
      title: 'What Vitrina is',
      blocks: [
        'Vitrina is a social network in Spanish and English with two kinds of account:',
        {
          list: [
            '**Talent**: people with a creative talent (sports, music and dance, art, cinematography, modelling or fashion, literature, science and technology, cooking) who publish their work on a public profile.',
            '**Agency**: agencies, scouts and companies that search for, follow and contact talents.',
          ],
        },
        'Creating an account and using the features described here is free. We may improve, change or withdraw features as the service evolves; when a change significantly affects how you use Vitrina, we will tell you in advance.',
      ],
    },
    {
      id: 'edad',
      title: 'Who can use Vitrina',
      blocks: [
        'You must be at least **{{minAge}} years old** to have an account. Signing up with a false age is not allowed.',
        'If you are **between {{minAge}} and {{adultAge}}**, you may only use Vitrina with the **consent of your parent or legal guardian**, who accepts these terms on your behalf and is responsible for your use of the service. We recommend that you review your profile, and who you talk to, together.',
        'From the age of **{{adultAge}}** you can accept these terms yourself. Agency accounts must be opened and managed by a person over {{adultAge}} who is authorised to represent the agency.',
        "We may ask for information that confirms your age or your parent's or guardian's consent, and suspend or close accounts that do not meet these requirements. If we learn that an account belongs to someone under {{minAge}}, we delete it.",
      ],
    },
    {
      id: 'cuenta',
      title: 'Your account',
      blocks: [
        {
          list: [
            'Give true information and keep it up to date: your name, e-mail address, date of birth and city.',
            'You must confirm your e-mail address before you can use the account.',
            'Choose a strong password (at least {{minPasswordLength}} characters), do not share it and do not reuse it elsewhere. You are responsible for what happens in your account.',
            'Each account belongs to a single person or agency. You may not sell, assign or transfer your account.',
            'If you think someone has got into your account, change your password and write to [{{supportEmail}}](mailto:{{supportEmail}}). Changing your password signs out the sessions open on other devices.',
          ],
        },
        "If you log in through an outside provider (for example, Facebook), that provider's terms apply as well.",
      ],
    },
    {
      id: 'contenido',
      title: 'Your content',
      blocks: [
        'Everything you publish (texts, photos, video links, documents, comments and messages) **remains yours**. So that we can show it, you grant us a non-exclusive, free, worldwide licence limited to running and improving Vitrina, which lets us host it, copy it, adapt it technically (for example, crop or compress images) and show it to others according to the visibility of your profile.',
        'This licence ends when you delete the content or cancel your account, once the deletion period described in [Cancelling your account](#cancelacion) has passed. It does not end for content that others already shared through the features of the service while your account was active.',
        'By publishing, you confirm that you hold the necessary rights to the content and, if other people appear in it, their permission (and that of their parent or guardian if they are minors).',
      ],
    },
    {
      id: 'normas',
      title: 'Community rules',
      blocks: [
        'Vitrina is a professional and safe space. You may not:',
        {
          list: [
            'Post content that is illegal, violent, hateful or discriminatory, or that harasses, threatens or intimidates others.',
            'Post sexually explicit content and, under no circumstances, content that sexualises minors; we will report it to the authorities.',
            'Impersonate another person or agency, or lie about your identity, your age or your relationship with an agency.',
            'Use Vitrina for scams or fake job offers, or to ask for money in exchange for castings, representation or visibility.',
            'Send spam or unsolicited bulk messages, or invite people without their consent.',
            "Infringe copyright, trade marks or other people's privacy, including by publishing their personal data.",
            'Scrape data by automated means, get around security measures, overload the service or spread malicious software.',
          ],
        },
      ],
    },
    {
      id: 'agencias',
      title: 'Talents, agencies and opportunities',
      blocks: [
        'Vitrina connects talents and agencies, but it is **not a party to any agreement** between them and does not guarantee offers, hiring or results. We do not vet every agency: before accepting a proposal, check who is making it.',
        'Never pay to get an audition or representation through Vitrina. If you are a minor, any meeting or agreement must take place with your parent or guardian present and with their authorisation.',
      ],
    },
    {
      id: 'reportes',
      title: 'Reports, blocking and moderation',
      blocks: [
        'You can **report** any profile that breaks these rules; we review reports and may remove content, restrict features or suspend accounts. You can also **block** a profile: the blocked person will no longer be able to visit your profile, see your posts, find you in searches or send you messages. Blocking is **final** and cannot be undone.',
        'We may suspend or close accounts that break these terms or the law, with or without prior notice depending on how serious the breach is. If you think we got it wrong, write to [{{supportEmail}}](mailto:{{supportEmail}}) and we will review the case.',
      ],
    },
    {
      id: 'disponibilidad',
      title: 'Availability of the service',
      blocks: [
        'We work to keep Vitrina running at all times, with a **yearly availability target of {{availability}}**, measured over the calendar year. This target is not a guarantee: the service may be interrupted by scheduled maintenance (which we try to do at quiet times and announce in advance), failures of our providers, force majeure or security incidents.',
        'We recommend that you keep copies of your original work; Vitrina does not replace your own backup.',
      ],
    },
    {
      id: 'propiedad',
      title: "Vitrina's intellectual property",
      blocks: [
        'The Vitrina name, its logo, the design of the application and the software belong to us or to our licensors. These terms give you no rights over them other than the right to use the service as set out here.',
      ],
    },
    {
      id: 'cancelacion',
      title: 'Cancelling your account',
      blocks: [
        "You can cancel your account at any time by writing to [{{supportEmail}}](mailto:{{supportEmail}}) from your account's e-mail address. From that moment your profile and your posts are no longer shown.",
        'Your content and profile data are **permanently deleted {{deletionWeeksWords}} ({{deletionWeeks}}) weeks after cancellation**. During that period you can ask us to restore the account; after it, the account cannot be recovered. Afterwards we keep only the data the law requires us to keep, for as long as it requires.',
      ],
    },
    {
      id: 'responsabilidad',
      title: 'Limitation of liability',
      blocks: [
        'We provide Vitrina “as is” and “as available”. To the extent the law allows, we are not liable for content published by users, for agreements between talents and agencies, or for indirect damage arising from the use of, or inability to use, the service. Nothing in this section limits the rights that consumer protection law gives you.',
      ],
    },
    {
      id: 'cambios',
      title: 'Changes to these terms',
      blocks: [
        'We may update these terms to reflect changes in the service or in the law. We will let you know by e-mail and within Vitrina **at least {{noticeWeeksWords}} ({{noticeWeeks}}) weeks before** the changes take effect, explaining what changes.',
        'If you do not agree with the new terms, you can cancel your account before they take effect. If you keep using Vitrina after that date, we will take it that you accept them.',
      ],
    },
    {
      id: 'ley',
      title: 'Governing law and jurisdiction',
      blocks: [
        'These terms are governed by the laws of the United Mexican States. For any dispute, the parties submit to the competent courts of Mexico City, without prejudice to the rights you have as a consumer before the consumer protection authority or the courts where you live.',
      ],
    },
    {
      id: 'contacto',
      title: 'Contact',
      blocks: [
        'For questions about these terms write to [{{helloEmail}}](mailto:{{helloEmail}}); for privacy matters, to [{{privacyEmail}}](mailto:{{privacyEmail}}). You will find every way to reach us on the [Contact](/contacto) page.',
      ],
    },
  ],
};

export default terms;
