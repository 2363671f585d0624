import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { insertRoleFits } from '../../src/modules/opportunities/role-fits.repository.ts';
import { DEMO_ACCOUNTS } from './people.ts';
import { pick, rnd } from './sql-random.ts';

const text = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const r = (expr: string, salt: number) => sql.raw(rnd(expr, salt));
const p = (expr: string, salt: number, n: string | number) => sql.raw(pick(expr, salt, n));

/** Titles by category (1–8), roles by category: the board reads like a real one. */
const TITLES = [
  ['Torneo amateur busca jugadores', 'Club de fútbol sala: pruebas abiertas', 'Marca deportiva: atletas para campaña'],
  ['Videoclip: bailarines', 'Banda busca bajista', 'Musical de temporada: audiciones'],
  ['Galería abre convocatoria', 'Mural para festival urbano', 'Ilustración para libro infantil'],
  ['Revista literaria: relatos', 'Guionista para serie web', 'Editorial busca traductores'],
  ['Campaña de moda primavera', 'Desfile de diseñadores emergentes', 'Catálogo de joyería'],
  ['Laboratorio busca investigadores', 'Divulgación científica en vídeo', 'Hackatón de datos abiertos'],
  ['Restaurante busca chef de partida', 'Concurso de repostería', 'Pop-up gastronómico'],
  ['Cortometraje: reparto', 'Anuncio de televisión', 'Obra de teatro independiente'],
];
const ROLES = [
  ['Delantero', 'Portero', 'Atleta'],
  ['Bailarín principal', 'Cuerpo de baile', 'Bajista'],
  ['Muralista', 'Ilustrador', 'Escultor'],
  ['Guionista', 'Traductor', 'Autor'],
  ['Modelo de pasarela', 'Modelo de catálogo', 'Modelo de manos'],
  ['Investigador', 'Divulgador', 'Analista de datos'],
  ['Chef de partida', 'Repostero', 'Ayudante de cocina'],
  ['Protagonista', 'Secundario', 'Figuración'],
];
const CITIES = ['Ciudad de México', 'Madrid', 'Buenos Aires', 'Bogotá', 'Santiago', 'Lima', 'Barcelona', 'Guadalajara'];
const COUNTRIES = ['MX', 'ES', 'AR', 'CO', 'CL', 'PE', 'ES', 'MX'];
const NOTES = ['Me encantaría formar parte del proyecto.', 'Tengo experiencia en proyectos similares.', ''];

/** What the seed's opportunities add up to: two per account, fifty applications per account. */
export const opportunitiesFor = (users: number) => ({ opportunities: users * 2, applications: users * 50 });

/**
 * Opportunities of every category and many countries (open, closing soon, closed, cancelled, drafts), 1–3 roles
 * each, applications in every state and self-tape requests. A third of the agencies are verified: the others keep
 * at most two open, as publishing allows them. Nobody under 18 applies. The demo agency's first six and the demo
 * talent's applications make both accounts open a living board and pipeline. Set-based: a few statements in all.
 */
export async function insertOpportunities(db: Db, now: Date, users: number): Promise<void> {
  const { opportunities, applications } = opportunitiesFor(users);
  const demo = DEMO_ACCOUNTS.agency.id;
  await db.execute(sql`update users set agency_verified_at = ${now}
    where type = 'agencia' and id <> ${demo} and id % 3 = 0`);
  const titles = sql.join(
    TITLES.map((row) => text(row)),
    sql`, `,
  );
  await db.execute(sql`
    with ag as (select id, agency_verified_at is not null as verified, row_number() over (order by id) as n
        from users where type = 'agencia'),
      counted as (select count(*) as total from ag),
      o as (select g, case when g <= 6 then ${demo} else ag.id end as agency_id,
          1 + ${p('g', 802, 8)} as category, ${r('g', 803)} as roll
        from generate_series(1, ${opportunities}) g cross join counted
        join ag on ag.n = 1 + ${p('g', 801, 'counted.total')}),
      ranked as (select o.*, ag.verified, row_number() over (partition by o.agency_id order by o.g) as nth
        from o join ag on ag.id = o.agency_id),
      s as (select ranked.*, case
          when g <= 2 then 'open' when g <= 4 then 'closed' when g = 5 then 'cancelled' when g = 6 then 'draft'
          when roll < 0.7 and (verified or nth <= 2) then 'open' when roll < 0.88 then 'closed'
          when roll < 0.94 then 'cancelled' else 'draft' end as state from ranked)
    insert into opportunities (agency_id, state, close_reason, title, kind, category, description, remote, country,
      city, deadline, work_starts, pay_kind, pay_min, pay_max, pay_currency, pay_audience, created_at, updated_at,
      published_at, closed_at)
    select s.agency_id, s.state,
      case s.state when 'closed' then 'deadline' when 'cancelled' then 'cancelled' end,
      (array[${titles}])[s.category][1 + ${p('s.g', 804, 3)}],
      (array['casting', 'job', 'collaboration', 'contest', 'training'])[1 + ${p('s.g', 805, 5)}],
      s.category, 'Buscamos talento para un proyecto con fechas cerradas. Lee los requisitos de cada papel.',
      ${r('s.g', 806)} < 0.15, (${text(COUNTRIES)})[1 + ${p('s.g', 807, 8)}], (${text(CITIES)})[1 + ${p('s.g', 807, 8)}],
      d.deadline, (d.deadline + interval '14 days')::date,
      (array['paid', 'paid', 'expenses', 'unpaid'])[1 + ${p('s.g', 808, 4)}], 200, 200 + 100 * ${p('s.g', 809, 20)},
      (array['EUR', 'MXN', 'USD'])[1 + ${p('s.g', 810, 3)}], case when s.g % 5 = 0 then 'members' else 'everyone' end,
      d.published - interval '2 days', d.published, case when s.state <> 'draft' then d.published end,
      case when s.state in ('closed', 'cancelled') then least(d.deadline, ${now}) end
    from s cross join lateral (select case
        when s.state in ('open', 'draft') then ${now}::timestamptz + make_interval(days => (1 + ${p('s.g', 811, 60)})::int)
        else ${now}::timestamptz - make_interval(days => (1 + ${p('s.g', 812, 60)})::int) end as deadline,
      ${now}::timestamptz - make_interval(days => (1 + ${p('s.g', 813, 25)})::int, hours => ${p('s.g', 814, 24)}::int)
        as published) d`);
  // pay_min/max and currency belong to paid ones only.
  await db.execute(sql`update opportunities set pay_min = null, pay_max = null, pay_currency = null
    where pay_kind <> 'paid'`);
  await insertRoles(db);
  // Each talent's fitting open roles, set-based as a publish writes them (the sheets are seeded before).
  await db.execute(insertRoleFits(sql`true`));
  await insertApplications(db, now, applications);
}

async function insertRoles(db: Db): Promise<void> {
  const roles = sql.join(
    ROLES.map((row) => text(row)),
    sql`, `,
  );
  await db.execute(sql`insert into opportunity_roles (opportunity_id, position, name, description, requirements,
      age_min, age_max, languages, people, needs, questions)
    select o.id, k, (array[${roles}])[o.category][1 + (k + ${p('o.id', 820, 3)}) % 3], '', '[]'::jsonb,
      18, (array[30, 45, 99])[1 + ${p('o.id', 821, 3)}], case when o.id % 5 = 0 then '{en}'::text[] else '{}' end,
      1 + ${p('o.id', 822, 4)},
      case when o.id % 3 = 0 then '{photos,video,note}'::text[] when o.id % 3 = 1 then '{photos,note}' else '{photos}' end,
      case when o.id % 4 = 0 then '{"¿Tienes disponibilidad en las fechas de trabajo?"}'::text[] else '{}' end
    from opportunities o cross join generate_series(0, 2) k where k < 1 + ${p('o.id', 823, 3)}`);
  // Modelling roles ask for a height range half of the time: the typed row fits-me reads, and the form's copy.
  await db.execute(sql`insert into role_requirements (role_id, key, min, max)
    select r.id, 'height', 165, 185 from opportunity_roles r join opportunities o on o.id = r.opportunity_id
    where o.category = 5 and r.id % 2 = 0`);
  await db.execute(sql`update opportunity_roles r set requirements = '[{"key":"height","min":165,"max":185}]'::jsonb
    from role_requirements q where q.role_id = r.id`);
}

async function insertApplications(db: Db, now: Date, count: number): Promise<void> {
  await db.execute(sql`
    with rl as (select r.id, r.opportunity_id, o.state, o.published_at, o.deadline, o.closed_at,
        row_number() over (order by r.id) as n from opportunity_roles r
        join opportunities o on o.id = r.opportunity_id where o.state <> 'draft'),
      rc as (select count(*) as total from rl),
      t as (select id, row_number() over (order by id) as n from users
        where type = 'talento' and birthdate <= (${now}::date - interval '18 years')),
      tc as (select count(*) as total from t),
      a as (select g, ${r('g', 831)} as roll, ${r('g', 832)} as filed, t.id as talent_id,
          1 + ${p('g', 834, 'rc.total')} as role_n
        from generate_series(1, ${count}) g cross join tc cross join rc
        join t on t.n = 1 + ${p('g', 833, 'tc.total')})
    insert into applications (opportunity_id, role_id, talent_id, state, filing, cover_note, created_at, updated_at,
      submitted_at, viewed_at, filed_at, withdrawn_at, told_at)
    select rl.opportunity_id, rl.id, a.talent_id, st.state, st.filing, (${text(NOTES)})[1 + ${p('a.g', 835, 3)}],
      sub.at, sub.at, case when st.state <> 'draft' then sub.at end,
      case when st.filing <> 'unfiled' or a.filed < 0.3 then sub.at + interval '1 day' end,
      case when st.filing <> 'unfiled' then sub.at + interval '1 day' end,
      case when st.state = 'withdrawn' then sub.at + interval '2 days' end,
      case when rl.state in ('closed', 'cancelled') and st.state = 'sent' and st.filing <> 'cast'
        then rl.closed_at + interval '1 hour' end
    from a join rl on rl.n = a.role_n
    cross join lateral (select least(${now}::timestamptz, rl.deadline) - (least(${now}::timestamptz, rl.deadline)
      - rl.published_at) * ${r('a.g', 836)} as at) sub
    cross join lateral (select
      case when a.roll < 0.05 then 'withdrawn' when a.roll < 0.12 and rl.state = 'open' then 'draft' else 'sent' end
        as state,
      case when a.roll < 0.12 then 'unfiled' when a.filed < 0.5 then 'unfiled' when a.filed < 0.65 then 'yes'
        when a.filed < 0.85 then 'no' when a.filed < 0.97 then 'audition' else 'cast' end as filing) st
    on conflict (role_id, talent_id) do nothing`);
  // The primary item of each sent application: the talent's newest photo.
  await db.execute(sql`insert into application_items (application_id, position, kind, post_file_id, is_primary)
    select a.id, 0, 'photo', f.id, true from applications a
    cross join lateral (select id from post_files where author_id = a.talent_id and kind = 'PHOTO'
      order by post_id desc, position limit 1) f where a.state <> 'draft'`);
  await db.execute(sql`insert into self_tapes (application_id, instructions, due_at, created_at)
    select id, 'Graba un minuto presentándote y leyendo el texto adjunto. Luz natural, plano medio.',
      ${now}::timestamptz + interval '5 days', ${now}
    from applications where filing = 'audition' and state = 'sent' and told_at is null and id % 4 = 0`);
  await insertDemoApplications(db, now);
}

/** The demo talent on the demo agency's roles: sent, viewed, in consideration, a self-tape to send, not selected. */
async function insertDemoApplications(db: Db, now: Date): Promise<void> {
  const talent = DEMO_ACCOUNTS.talent.id;
  await db.execute(sql`
    with mine as (select r.id as role_id, r.opportunity_id, row_number() over (order by r.id) as k
        from opportunity_roles r join opportunities o on o.id = r.opportunity_id
        where o.agency_id = ${DEMO_ACCOUNTS.agency.id} and o.state in ('open', 'closed') and r.position = 0)
    insert into applications (opportunity_id, role_id, talent_id, state, filing, cover_note, created_at, updated_at,
      submitted_at, viewed_at, filed_at, told_at)
    select opportunity_id, role_id, ${talent}, 'sent', (array['unfiled', 'unfiled', 'yes', 'audition', 'no'])[k],
      'Hola, me encantaría participar.', ${now}, ${now}, ${now},
      case when k > 1 then ${now}::timestamptz end, case when k > 2 then ${now}::timestamptz end,
      case when k = 5 then ${now}::timestamptz end
    from mine where k <= 5
    on conflict (role_id, talent_id) do update set state = 'sent', filing = excluded.filing,
      viewed_at = excluded.viewed_at, filed_at = excluded.filed_at, told_at = excluded.told_at`);
  await db.execute(sql`insert into self_tapes (application_id, instructions, due_at, created_at)
    select a.id, 'Graba un minuto bailando la coreografía del enlace.', ${now}::timestamptz + interval '3 days', ${now}
    from applications a where a.talent_id = ${talent} and a.filing = 'audition'
      and not exists (select 1 from self_tapes s where s.application_id = a.id)`);
}
