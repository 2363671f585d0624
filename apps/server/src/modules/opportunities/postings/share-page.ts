import type { Lang } from '@vitrina/contract/constants';
import { kindLabels, labelIn } from '@vitrina/contract/opportunity-labels';
import type { Opportunity } from '@vitrina/contract/opportunities';
import { clip, escapeHtml as e } from '../../profiles/public-profile-rules.ts';

const copy = {
  es: {
    remote: 'En remoto',
    until: 'Postúlate hasta el',
    see: 'Ver la oportunidad',
    goneTitle: 'Esta oportunidad no está disponible',
    goneLead: 'Puede que la agencia la haya retirado. Descubre otras en Vitrina.',
    board: 'Ver oportunidades',
  },
  en: {
    remote: 'Remote',
    until: 'Apply until',
    see: 'See the opportunity',
    goneTitle: 'This opportunity is not available',
    goneLead: 'The agency may have taken it down. Find others on Vitrina.',
    board: 'See opportunities',
  },
} as const;

function page(lang: Lang, title: string, meta: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">${meta}
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1d1b2b}
a.button{display:inline-block;background:#1d1b2b;color:#fff;padding:.6rem 1.2rem;border-radius:.5rem;text-decoration:none}</style>
</head><body><main>${body}</main></body></html>`;
}

/**
 * An opportunity's preview card for other sites (og:title, og:description): a page without script whose link
 * opens the app's page of the opportunity.
 */
export function renderSharePage(opportunity: Opportunity, lang: Lang, links: { page: string; app: string }): string {
  const words = copy[lang];
  const title = `${opportunity.title} · ${opportunity.agency.fullname}`;
  const place = opportunity.remote ? words.remote : [opportunity.city, opportunity.country].filter(Boolean).join(', ');
  const until = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(opportunity.deadline),
  );
  const facts = `${labelIn(kindLabels, opportunity.kind, lang)} · ${place} · ${words.until} ${until}`;
  const description = clip(opportunity.description || facts, 200);
  const meta = `<meta name="description" content="${e(description)}"><link rel="canonical" href="${e(links.page)}">
<meta property="og:type" content="website"><meta property="og:site_name" content="Vitrina">
<meta property="og:title" content="${e(title)}"><meta property="og:description" content="${e(description)}">
<meta property="og:url" content="${e(links.page)}"><meta property="og:locale" content="${lang === 'es' ? 'es_ES' : 'en_US'}">
<meta name="twitter:card" content="summary"><meta name="twitter:title" content="${e(title)}">
<meta name="twitter:description" content="${e(description)}">`;
  const body = `<h1>${e(opportunity.title)}</h1><p>${e(opportunity.agency.fullname)} — ${e(facts)}</p>
<p>${e(clip(opportunity.description, 600))}</p><p><a class="button" href="${e(links.app)}">${e(words.see)}</a></p>`;
  return page(lang, title, meta, body);
}

export function renderShareNotFound(lang: Lang): string {
  const words = copy[lang];
  const body = `<h1>${e(words.goneTitle)}</h1><p>${e(words.goneLead)}</p><p><a class="button" href="/oportunidades">${e(words.board)}</a></p>`;
  return page(lang, words.goneTitle, '<meta name="robots" content="noindex">', body);
}
