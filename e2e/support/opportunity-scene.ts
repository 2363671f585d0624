import type { APIRequestContext } from '@playwright/test';
import { createAccount, type Account } from './accounts.ts';
import { createTalent, type Talent } from './discovery.ts';
import { personOf } from './messages.ts';
import { applyViaApi, postViaApi, setHeight } from './opportunities.ts';

export interface OpportunityScene {
  agency: Account;
  talent: Talent;
  /** The routes of the scene: its page, its form, a role's pipeline, applying, her application, the agency's tab. */
  page: string;
  edit: string;
  pipeline: string;
  apply: string;
  applied: string;
  agencyTab: string;
}

/**
 * An open opportunity with two roles, made through the API, and a talent who fits the first (her height) and
 * applied to it: every opportunities route has something to show.
 */
export async function opportunityScene(request: APIRequestContext, lang: 'es' | 'en'): Promise<OpportunityScene> {
  const agency = await createAccount(request, { type: 'agencia', lang, nombre: 'Estrella', apellido: 'Casting' });
  const talent = await createTalent(request, { lang, nombre: 'Ana', apellido: 'Luz', categoryIds: [5] });
  await setHeight(request, talent.token, 172);
  const opportunity = await postViaApi(request, agency.token, {
    title: lang === 'es' ? 'Campaña de otoño' : 'Autumn campaign',
    roles: [
      {
        name: lang === 'es' ? 'Modelo principal' : 'Lead model',
        description: lang === 'es' ? 'Dos días de estudio.' : 'Two studio days.',
        requirements: [{ key: 'height', min: 160, max: 190 }],
        needs: ['note'],
        questions: [lang === 'es' ? '¿Tienes experiencia en pasarela?' : 'Do you have runway experience?'],
      },
      { name: lang === 'es' ? 'Figurante' : 'Extra', needs: ['photos', 'note'], people: 4 },
    ],
  });
  const [lead, extra] = opportunity.roles;
  if (!lead || !extra) throw new Error('the opportunity was written without its two roles');
  await applyViaApi(request, talent.token, opportunity.id, lead.id, {
    coverNote: lang === 'es' ? 'Tengo experiencia en pasarela.' : 'I have runway experience.',
    answers: [lang === 'es' ? 'Sí, tres años.' : 'Yes, three years.'],
  });
  const base = `/oportunidades/${opportunity.id}`;
  const { profile_url } = await personOf(request, agency);
  return {
    agency,
    talent,
    page: base,
    edit: `${base}/editar`,
    pipeline: `${base}/papeles/${lead.id}/candidatos`,
    apply: `${base}/papeles/${extra.id}/postular`,
    applied: `${base}/papeles/${lead.id}/postular`,
    agencyTab: `/profile/${profile_url}/oportunidades`,
  };
}
