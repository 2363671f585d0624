import { useTranslation } from 'react-i18next';
import { isLang, type Lang } from '@vitrina/contract/constants';
import videoEn from './media/explainer-en.mp4';
import posterEn from './media/explainer-en.jpg';
import videoEs from './media/explainer-es.mp4';
import posterEs from './media/explainer-es.jpg';

/* Rendered by apps/web/scripts/make-explainer-media.sh; imported so Vite fingerprints them. */
const media: Record<Lang, { video: string; poster: string }> = {
  es: { video: videoEs, poster: posterEs },
  en: { video: videoEn, poster: posterEn },
};

const steps = ['create', 'publish', 'connect'] as const;

/** "How it works": the explainer video (source and poster follow the language) and three steps. */
export function Explainer() {
  const { t, i18n } = useTranslation('landing');
  const lang: Lang = isLang(i18n.language) ? i18n.language : 'es';
  const { video, poster } = media[lang];
  return (
    <section className="explainer" aria-labelledby="explainer-title">
      <div className="explainer__inner">
        <div className="explainer__intro">
          <p className="eyebrow eyebrow--light">{t('explainer.eyebrow')}</p>
          <h2 id="explainer-title">{t('explainer.title')}</h2>
          <p>{t('explainer.body')}</p>
          <ol className="explainer__steps">
            {steps.map((step, i) => (
              <li key={step}>
                <span className="explainer__step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <span>
                  <strong>{t(`explainer.steps.${step}.title`)}</strong>
                  {t(`explainer.steps.${step}.body`)}
                </span>
              </li>
            ))}
          </ol>
        </div>
        <div className="explainer__frame">
          {/* Keyed by language: a new source needs a new element (or a load()) to take effect. */}
          <video
            key={lang}
            className="explainer__video"
            controls
            playsInline
            muted
            preload="metadata"
            poster={poster}
            aria-label={t('explainer.videoLabel')}
            width={960}
            height={540}
          >
            <source src={video} type="video/mp4" />
            {t('explainer.noVideo')}
          </video>
        </div>
      </div>
    </section>
  );
}
