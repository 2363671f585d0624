import type { ReactNode } from 'react';
import './form-page.css';

/**
 * The frame of the account screens (login, register, recovery, onboarding): a card on a soft
 * backdrop; on wide screens an aside tells what the product is about.
 */
export function FormPage({
  children,
  aside,
  width = 'narrow',
}: {
  children: ReactNode;
  aside?: ReactNode;
  width?: 'narrow' | 'wide';
}) {
  return (
    <div className={`form-page form-page--${width}${aside ? ' form-page--with-aside' : ''}`}>
      {aside && <aside className="form-page__aside">{aside}</aside>}
      <section className="form-page__card">{children}</section>
    </div>
  );
}

/** The aside's usual content: a headline and a short list of promises. */
export function FormPageAside({ eyebrow, title, points }: { eyebrow: string; title: string; points: string[] }) {
  return (
    <div className="form-page__pitch">
      <p className="form-page__eyebrow">{eyebrow}</p>
      <h2 className="form-page__headline">{title}</h2>
      <ul className="form-page__points">
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </div>
  );
}
