import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLang, type Lang } from '@vitrina/contract/constants';
import { JoinCard } from './join-card.tsx';
import { LegalNav } from './legal-nav.tsx';
import type { LegalBlock, LegalDoc, LegalSection } from './legal-types.ts';
import { fillDoc, formatLegalDate, LEGAL_UPDATED } from './legal-values.ts';
import { RichText } from './rich-text.tsx';
import './legal.css';

interface LegalDocumentProps {
  docs: Record<Lang, LegalDoc>;
  /** Login and register links for visitors. */
  showJoin: boolean;
}

/** A legal page: title, last update, "at a glance", table of contents and numbered sections. */
export function LegalDocument({ docs, showJoin }: LegalDocumentProps) {
  const { t, i18n } = useTranslation('legal');
  const lang: Lang = isLang(i18n.language) ? i18n.language : 'es';
  const doc = useMemo(() => fillDoc(docs[lang], lang), [docs, lang]);

  return (
    <article className="legal" id="top">
      <header className="legal-hero">
        <LegalNav />
        <p className="legal-hero__eyebrow">{t('eyebrow')}</p>
        <h1>{doc.title}</h1>
        <p className="legal-hero__intro">{doc.intro}</p>
        <p className="legal-hero__updated">{t('updated', { date: formatLegalDate(LEGAL_UPDATED, lang) })}</p>
      </header>
      <div className="legal-body">
        <aside className="legal-aside">
          <nav className="legal-toc legal-toc--side" aria-labelledby="toc-side-title">
            <h2 id="toc-side-title">{t('contents')}</h2>
            <TocList sections={doc.sections} />
          </nav>
          {showJoin && <JoinCard />}
        </aside>
        <div className="legal-content">
          <details className="legal-toc legal-toc--inline">
            <summary>{t('contents')}</summary>
            <TocList sections={doc.sections} />
          </details>
          {doc.summary && (
            <section className="legal-summary" aria-labelledby="summary-title">
              <h2 id="summary-title">{t('summary')}</h2>
              <ul>
                {doc.summary.map((item) => (
                  <li key={item}>
                    <RichText text={item} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {doc.sections.map((section, i) => (
            <section key={section.id} id={section.id} className="legal-section" aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>
                <span className="legal-section__number">{i + 1}.</span> {section.title}
              </h2>
              {section.blocks.map((block, j) => (
                <Block key={j} block={block} />
              ))}
            </section>
          ))}
          {showJoin && (
            <div className="legal-content__join">
              <JoinCard />
            </div>
          )}
          <p className="legal-content__top">
            <a href="#top">{t('backToTop')}</a>
          </p>
        </div>
      </div>
    </article>
  );
}

function TocList({ sections }: { sections: LegalSection[] }) {
  return (
    <ol>
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`}>{section.title}</a>
        </li>
      ))}
    </ol>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  }
  const { head, rows } = block.table;
  return (
    <div className="legal-table">
      <table>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    <code>{cell}</code>
                  </th>
                ) : (
                  <td key={i} data-label={head[i]}>
                    <RichText text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
