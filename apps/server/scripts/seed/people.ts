import { categories } from '@vitrina/contract/category-data';
import { AGENCY_BIOS, AGENCY_NAMES, BIO_CLOSINGS, BIO_LINES, ROLES } from './biographies.ts';
import { COUNTRIES, NAMES, type Country } from './names.ts';

/** The two accounts the seed prints, so a newcomer can log in as either kind. */
export const DEMO_ACCOUNTS = {
  talent: { id: 1, email: 'talento@vitrina.test' },
  agency: { id: 2, email: 'agencia@vitrina.test' },
} as const;
export const DEMO_PASSWORD = 'vitrina-demo';

/** One seeded account, as the users insert reads it (ids are 1..n, in order). */
export interface Person {
  id: number;
  email: string;
  nombre: string;
  apellido: string;
  birthdate: string;
  sex: 'MA' | 'FE';
  country: string;
  ciudad: string;
  biography: string;
  profile_url: string;
  profile_image: string;
  cover_image: string;
  type: 'talento' | 'agencia';
  lang_code: 'es' | 'en';
  created_at: string;
  /** Talents: the category of their work (1–8); agencies: the first they scout. */
  category: number;
  interests: number[];
  instagram_url: string;
  youtube_url: string;
  spotify_url: string;
  web: string;
  agency_name: string;
  contact_email: string;
}

/** A small deterministic generator (mulberry32): the same seed gives the same people. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const of = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, of };
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Roughly one account in ten is an agency; the rest are talents. */
export const isAgencyId = (id: number) => id === DEMO_ACCOUNTS.agency.id || (id > 2 && id % 11 === 5);

export function countTalents(users: number): number {
  let talents = 0;
  for (let id = 1; id <= users; id++) if (!isAgencyId(id)) talents++;
  return talents;
}

/** The pool's pictures a profile can take: avatars by look (FE, MA, agency), covers by category (1–8). */
export interface PeopleMedia {
  avatars: Record<'FE' | 'MA' | 'agency', readonly string[]>;
  covers: Record<number, readonly string[]>;
}

/**
 * Talents' ages, one slot per talent in turn (by talent rank): few minors and few over 65, most between
 * 18 and 44, so that any 25 talents in a row span every age range of the search (14–17 to 65+). The
 * minors are 17: everyone joined two to three years ago, and nobody joins before 14 (the terms).
 * Ranks and categories (modulo 8) are coprime cycles: each category gets every age.
 */
// prettier-ignore
export const AGE_SLOTS: ReadonlyArray<readonly [number, number]> = [
  [18, 24], [25, 34], [17, 17], [35, 44], [25, 34],
  [18, 24], [45, 54], [25, 34], [55, 64], [18, 24],
  [35, 44], [25, 34], [65, 84], [18, 24], [25, 34],
  [45, 54], [35, 44], [18, 24], [25, 34], [55, 64],
  [18, 24], [25, 34], [35, 44], [18, 24], [25, 34],
];

/**
 * Builds `users` accounts: talents whose category cycles through 1–8 (so every category has talents),
 * each in that one category (their work fits it wherever they are listed), of every age (AGE_SLOTS);
 * agencies scouting one to three categories; names, city and language from a weighted country; an
 * avatar that suits them and a cover of their category; joined between three and two years ago, before
 * any post.
 */
export function buildPeople(users: number, media: PeopleMedia, now: Date): Person[] {
  const random = randomSource(20240611);
  const weighted = COUNTRIES.flatMap((c) => Array.from({ length: c.weight }, () => c));
  const people: Person[] = [];
  let talentRank = 0;
  for (let id = 1; id <= users; id++) {
    const agency = isAgencyId(id);
    const country: Country = id <= 2 ? COUNTRIES[0]! : random.of(weighted);
    const lang = country.spanish !== undefined && id > 2 && random.next() < country.spanish ? 'es' : country.lang;
    const names = NAMES[country.names];
    const sex = id === 1 || random.next() < 0.5 ? 'FE' : 'MA';
    const nombre = id === 1 ? 'Lucía' : random.of(sex === 'FE' ? names.female : names.male);
    const apellido = id === 1 ? 'Fernández' : `${random.of(names.surnames)}`;
    const ciudad = id <= 2 ? 'Madrid' : random.of(country.cities);
    const rank = agency ? -1 : talentRank++;
    const category = agency ? 1 + Math.floor(random.next() * 8) : 1 + (rank % 8);
    const interests = [category];
    const extra = agency ? Math.floor(random.next() * 3) : 0;
    for (let i = 0; i < extra; i++) {
      const other = 1 + Math.floor(random.next() * 8);
      if (!interests.includes(other)) interests.push(other);
    }
    // The demo accounts stay young adults; the people behind agencies are between 28 and 54.
    const [youngest, oldest] = agency
      ? [28, 54]
      : id === DEMO_ACCOUNTS.talent.id
        ? [18, 39]
        : AGE_SLOTS[rank % AGE_SLOTS.length]!;
    const age = youngest + Math.floor(random.next() * (oldest - youngest + 1));
    // Born `age` years and 1–364 days ago: exactly `age` years old today, whatever the month.
    const born = new Date(
      Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()) -
        (1 + Math.floor(random.next() * 364)) * 86_400_000,
    );
    const joined = new Date(now.getTime() - (730 + 365 * (1 - id / users)) * 86_400_000);
    const url = `${slug(`${nombre} ${apellido}`).slice(0, 40)}-${id}`;
    const agencyName = agency
      ? id === DEMO_ACCOUNTS.agency.id
        ? 'Faro Talent'
        : `${random.of(AGENCY_NAMES.first)} ${random.of(AGENCY_NAMES.last)}`
      : '';
    const email =
      id === DEMO_ACCOUNTS.talent.id
        ? DEMO_ACCOUNTS.talent.email
        : id === DEMO_ACCOUNTS.agency.id
          ? DEMO_ACCOUNTS.agency.email
          : `${slug(`${nombre}.${apellido}`).replace(/-/g, '.')}.${id}@vitrina.test`;
    const biography = agency
      ? agencyBio(lang, ciudad, interests, random.of)
      : talentBio(lang, sex, category, random.of);
    const music = category === 2 || category === 4;
    people.push({
      id,
      email,
      nombre,
      apellido,
      birthdate: born.toISOString().slice(0, 10),
      sex,
      country: country.code,
      ciudad,
      biography,
      profile_url: url,
      profile_image: random.of(media.avatars[agency ? 'agency' : sex]),
      cover_image: random.of(media.covers[category]!),
      type: agency ? 'agencia' : 'talento',
      lang_code: lang,
      created_at: joined.toISOString(),
      category,
      interests,
      instagram_url: random.next() < 0.6 ? `https://www.instagram.com/${url.replace(/-/g, '_')}` : '',
      youtube_url: music && random.next() < 0.5 ? `https://www.youtube.com/@${url}` : '',
      spotify_url: category === 2 && random.next() < 0.5 ? `https://open.spotify.com/artist/${url}` : '',
      web: agency ? `https://${slug(agencyName)}-${id}.example` : '',
      agency_name: agencyName,
      contact_email: agency ? `hola@${slug(agencyName)}-${id}.example` : '',
    });
  }
  return people;
}

function talentBio(lang: 'es' | 'en', sex: 'MA' | 'FE', category: number, of: <T>(items: readonly T[]) => T) {
  const role = of(ROLES[lang][category]!)[sex === 'FE' ? 0 : 1];
  return [role + '.', of(BIO_LINES[lang][category]!), of(BIO_CLOSINGS[lang])].filter(Boolean).join(' ');
}

function agencyBio(lang: 'es' | 'en', city: string, interests: number[], of: <T>(items: readonly T[]) => T) {
  const named = interests.map((id) => {
    const category = categories.find((c) => c.id === id)!;
    return (lang === 'es' ? category.nameEs : category.nameEn).toLowerCase();
  });
  const list =
    named.length > 1 ? `${named.slice(0, -1).join(', ')} ${lang === 'es' ? 'y' : 'and'} ${named.at(-1)}` : named[0]!;
  return of(AGENCY_BIOS[lang]).replace('{city}', city).replace('{categories}', list);
}

/**
 * How many talents each person follows: `total` spread over everyone in proportion to a skewed weight
 * (from about 0.4 to 3 times the average), exactly `total` in all, and never more than there
 * are talents to follow. Throws when the total cannot fit.
 */
export function followingCounts(people: Person[], total: number, talents: number): number[] {
  const random = randomSource(7);
  // The demo accounts follow more people than most, so their followed feed is full when someone logs in.
  const draws = people.map((p) => (p.id <= 2 ? 0.8 : random.next()));
  for (const skew of [3, 2, 1, 0]) {
    const weights = draws.map((r) => 150 + Math.floor(1000 * r ** skew));
    const sum = weights.reduce((a, b) => a + b, 0);
    let cumulative = 0;
    const counts = weights.map((w) => {
      const before = Math.floor((total * cumulative) / sum);
      cumulative += w;
      return Math.floor((total * cumulative) / sum) - before;
    });
    if (counts.every((n, i) => n <= talents - (people[i]!.type === 'talento' ? 1 : 0))) return counts;
  }
  throw new Error(`cannot spread ${total} follows over ${people.length} users and ${talents} talents`);
}
