import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from './icons.tsx';
import { paths } from '@/lib/paths.ts';

interface AudienceSectionProps {
  id: 'talents' | 'agencies';
  points: string[];
  art: ReactNode;
  /** Art on the left on wide screens. */
  isReversed?: boolean;
}

/** A section addressed to one audience: pitch, four points, a call to register and an illustration. */
export function AudienceSection({ id, points, art, isReversed = false }: AudienceSectionProps) {
  const { t } = useTranslation('landing');
  return (
    <section
      className={`audience audience--${id}${isReversed ? ' audience--reversed' : ''}`}
      aria-labelledby={`${id}-title`}
      id={id}
    >
      <div className="audience__text">
        <p className="eyebrow">{t(`${id}.eyebrow`)}</p>
        <h2 id={`${id}-title`}>{t(`${id}.title`)}</h2>
        <p className="audience__lead">{t(`${id}.body`)}</p>
        <ul className="audience__points">
          {points.map((point) => (
            <li key={point}>
              <span className="audience__check">
                <Icon name="check" size={16} />
              </span>
              {t(`${id}.points.${point}`)}
            </li>
          ))}
        </ul>
        <Link className="button button--primary button--lg" to={paths.register}>
          {t(`${id}.cta`)}
          <Icon name="arrowRight" size={18} />
        </Link>
      </div>
      <div className="audience__art">{art}</div>
    </section>
  );
}
