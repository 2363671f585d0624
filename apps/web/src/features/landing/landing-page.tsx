import { useTranslation } from 'react-i18next';
import { AudienceSection } from './audience-section.tsx';
import { Explainer } from './explainer.tsx';
import { HeroCarousel } from './hero-carousel.tsx';
import { ChatMock, PostMock } from './mockups.tsx';
import { StartNow } from './start-now.tsx';
import './landing.css';

/** The visitors' landing page (spec §1): hero carousel, explainer video, talents, agencies, start now. */
export function LandingPage() {
  const { t } = useTranslation('titles');
  return (
    <div className="landing">
      <h1 className="visually-hidden">Vitrina · {t('landing')}</h1>
      <HeroCarousel />
      <Explainer />
      <AudienceSection id="talents" points={['profile', 'posts', 'reach', 'messages']} art={<PostMock />} />
      <AudienceSection id="agencies" points={['search', 'follow', 'list', 'chat']} art={<ChatMock />} isReversed />
      <StartNow />
    </div>
  );
}
