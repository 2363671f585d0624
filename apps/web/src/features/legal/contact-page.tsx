import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEGAL } from '@vitrina/contract/constants';
import { contactDetails } from './contact-details.ts';
import { JoinCard } from './join-card.tsx';
import { LegalNav } from './legal-nav.tsx';
import './legal.css';
import { paths } from '@/lib/paths.ts';

const tips = ['account', 'profile', 'screenshot', 'report'] as const;

/** /contacto: the three inboxes with their response times, tips, and the legal pages. */
export function ContactPage({ showJoin }: { showJoin: boolean }) {
  const { t } = useTranslation('legal');
  const channels = [
    {
      key: 'hello',
      email: contactDetails.helloEmail,
      time: t('contact.hello.time', { count: contactDetails.helloReplyBusinessDays }),
    },
    {
      key: 'support',
      email: contactDetails.supportEmail,
      time: t('contact.support.time', { count: contactDetails.supportReplyBusinessDays }),
    },
    {
      key: 'privacy',
      email: contactDetails.privacyEmail,
      time: t('contact.privacy.time', {
        answer: LEGAL.arcoAnswerBusinessDays,
        execute: LEGAL.arcoExecuteBusinessDays,
      }),
    },
  ] as const;

  return (
    <article className="legal legal--contact">
      <header className="legal-hero">
        <LegalNav />
        <p className="legal-hero__eyebrow">{t('eyebrow')}</p>
        <h1>{t('contact.title')}</h1>
        <p className="legal-hero__intro">{t('contact.intro')}</p>
      </header>
      <ul className="contact-channels">
        {channels.map((channel) => (
          <li key={channel.key} className={`contact-card contact-card--${channel.key}`}>
            <h2>{t(`contact.${channel.key}.title`)}</h2>
            <p>{t(`contact.${channel.key}.body`)}</p>
            <a className="contact-card__email" href={`mailto:${channel.email}`}>
              {channel.email}
            </a>
            <p className="contact-card__time">{channel.time}</p>
          </li>
        ))}
      </ul>
      <div className="contact-more">
        <section className="contact-tips" aria-labelledby="contact-tips-title">
          <h2 id="contact-tips-title">{t('contact.tipsTitle')}</h2>
          <ul>
            {tips.map((tip) => (
              <li key={tip}>{t(`contact.tips.${tip}`)}</li>
            ))}
          </ul>
          <p className="contact-tips__hours">{t('contact.hours')}</p>
        </section>
        <section className="contact-links" aria-labelledby="contact-links-title">
          <h2 id="contact-links-title">{t('contact.linksTitle')}</h2>
          <ul>
            <li>
              <Link to={paths.terms}>{t('common:footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.privacy}>{t('common:footer.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.cookies}>{t('common:footer.cookies')}</Link>
            </li>
          </ul>
          {showJoin && <JoinCard />}
        </section>
      </div>
    </article>
  );
}
