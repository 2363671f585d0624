import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { categories } from '@vitrina/contract/category-data';
import type { FieldTable, ScoutingResult } from '@vitrina/contract/scouting';
import { ROLES } from '../../scripts/seed/biographies.ts';
import {
  CLOSINGS,
  DOCUMENT_COMMENTS,
  PHOTO_COMMENTS,
  QUESTION_COMMENTS,
  SHARE_COMMENTS,
  SHARE_LINES,
  TEXT_COMMENTS,
  VIDEO_COMMENTS,
} from '../../scripts/seed/chatter.ts';
import { DOCUMENT_LINES, DOCUMENTS } from '../../scripts/seed/documents.ts';
import { COUNTRIES } from '../../scripts/seed/names.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../scripts/seed/people.ts';
import { HASHTAGS, PHOTO_LINES, TEXT_LINES, VIDEO_LINES } from '../../scripts/seed/post-lines.ts';
import { seedNetwork } from '../../scripts/seed/seed-network.ts';
import type { SeedPlan } from '../../scripts/seed/seed-plan.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { issueToken } from '../helpers/session-tokens.ts';
import { storageOf } from '../helpers/media-flow.ts';

/** What the demo network says and shows: languages, each talent's one category, ages, pictures. */
const plan: SeedPlan = { users: 40, posts: 400, follows: 500, likes: 1200, comments: 300, commentLikes: 200 };
const poolSize = { photos: 2, avatars: 2, covers: 1 };

type Lang = 'es' | 'en';
type Kind = 'text' | 'photo' | 'video' | 'document' | 'share';
type Pools = Record<Lang, Record<number, readonly string[]>>;
const LANGS: Lang[] = ['es', 'en'];

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await seedNetwork(app.database, storageOf(app), { plan, reset: false, passwordHash, poolSize });
  // Seeding (its insights above all) takes tens of seconds on a busy machine.
}, 180_000);

afterAll(async () => {
  await app?.close();
});

/** Every post as a reader sees it: kind, author's language and categories, files, what it shares. */
async function readPosts() {
  const rows = await queryRows<{
    id: string;
    description: string;
    lang: Lang;
    interests: number[];
    kind: Kind;
    photos: string[] | null;
    file: string | null;
    shared_interests: number[] | null;
  }>(
    app.database.db,
    sql`select p.id, p.description, u.lang_code as lang,
        (select array_agg(i.category_id order by i.category_id) from interests i where i.user_id = u.id) as interests,
        case when p.shared_post_id is not null then 'share' when p.video_id is not null then 'video'
          when exists (select 1 from post_files f where f.post_id = p.id and f.kind = 'PHOTO') then 'photo'
          when exists (select 1 from post_files f where f.post_id = p.id and f.kind = 'FILE') then 'document'
          else 'text' end as kind,
        (select array_agg(f.name order by f.position) from post_files f where f.post_id = p.id and f.kind = 'PHOTO')
          as photos,
        (select f.display_name from post_files f where f.post_id = p.id and f.kind = 'FILE') as file,
        (select array_agg(i.category_id order by i.category_id) from posts o join interests i on i.user_id = o.author_id
          where o.id = p.shared_post_id) as shared_interests
      from posts p join users u on u.id = p.author_id order by p.id`,
  );
  return rows.map((row) => ({
    ...row,
    interests: row.interests.map(Number),
    sharedInterests: row.shared_interests?.map(Number) ?? null,
  }));
}

/** The category a seeded photo or cover pictures, by its name (photo_seed_<slug>_NN.jpg). */
const pictured = (name: string) => categories.find((c) => name.includes(`_seed_${c.slugEn}_`))?.id;

/** True when `text` is `line`, possibly followed by a closing and a hashtag of the language. */
function decorates(text: string, line: string, lang: Lang): boolean {
  if (text === line) return true;
  if (!text.startsWith(`${line} `)) return false;
  const rest = text.slice(line.length + 1);
  const endings = [...CLOSINGS[lang], ...Object.values(HASHTAGS[lang]).flat()];
  return endings.includes(rest) || endings.some((a) => endings.some((b) => rest === `${a} ${b}`));
}

describe('the seeded demo network', () => {
  it('gives each person a language (their country’s, or a mix elsewhere) and writes their biography in it', async () => {
    const users = await queryRows<{
      country: string;
      lang: Lang;
      type: string;
      biography: string;
      interests: number[];
    }>(
      app.database.db,
      sql`select u.country, u.lang_code as lang, u.type, u.biography,
          (select array_agg(i.category_id) from interests i where i.user_id = u.id) as interests
        from users u`,
    );
    for (const user of users) {
      const country = COUNTRIES.find((c) => c.code === user.country)!;
      if (country.spanish === undefined) expect([user.country, user.lang]).toEqual([user.country, country.lang]);
      if (user.type !== 'talento') continue;
      const roles = user.interests.flatMap((c) => ROLES[user.lang][Number(c)]!.flat());
      expect(
        roles.some((role) => user.biography.startsWith(`${role}.`)),
        user.biography,
      ).toBe(true);
    }
    expect(new Set(users.map((u) => u.lang))).toEqual(new Set(LANGS));
  });

  it('keeps every talent’s posts, captions, photos and documents in the talent’s one category', async () => {
    const posts = await readPosts();
    const kinds = new Set<Kind>();
    for (const post of posts) {
      const { lang, description: text } = post;
      // A talent is listed under one category only, so wherever a card shows it, the work fits it.
      expect([post.id, post.interests.length]).toEqual([post.id, 1]);
      const category = post.interests[0]!;
      const lines = (pools: Pools) => pools[lang][category] ?? [];
      const documents = DOCUMENTS[lang][category]!;
      const ok = {
        text: () => lines(TEXT_LINES).some((line) => decorates(text, line, lang)),
        photo: () =>
          post.photos!.every((name) => pictured(name) === category) &&
          lines(PHOTO_LINES).some((line) => decorates(text, line, lang)),
        video: () => lines(VIDEO_LINES).includes(text),
        // The line speaks of the document attached: the category's portfolio, press kit or CV.
        document: () => documents[lines(DOCUMENT_LINES).indexOf(text) % documents.length]?.displayName === post.file,
        // A share passes on a peer's work: another talent of the same category.
        share: () => SHARE_LINES[lang].includes(text) && post.sharedInterests?.join() === String(category),
      }[post.kind]();
      expect([post.id, post.kind, lang, text, post.file, ok]).toEqual([
        post.id,
        post.kind,
        lang,
        text,
        post.file,
        true,
      ]);
      kinds.add(post.kind);
    }
    expect([...kinds].sort()).toEqual(['document', 'photo', 'share', 'text', 'video']);
  });

  it('writes every comment in its post’s language, fitting the post’s kind and category', async () => {
    const posts = new Map((await readPosts()).map((p) => [p.id, p]));
    const comments = await queryRows<{ post_id: string; body: string; speaks: Lang; own: boolean }>(
      app.database.db,
      sql`select c.post_id, c.body, u.lang_code as speaks, c.author_id = p.author_id as own
        from comments c join users u on u.id = c.author_id join posts p on p.id = c.post_id`,
    );
    const photoTalk = new Set(LANGS.flatMap((l) => Object.values(PHOTO_COMMENTS[l]).flat()));
    for (const l of LANGS) for (const line of Object.values(TEXT_COMMENTS[l]).flat()) photoTalk.delete(line);
    let underText = 0;
    let otherSpeakers = 0;
    for (const comment of comments) {
      const post = posts.get(comment.post_id)!;
      if (comment.speaks !== post.lang) otherSpeakers++;
      const fitting = (pools: Pools) => pools[post.lang][post.interests[0]!] ?? [];
      const pool = {
        // A text post that asks (a question before any full stop) gets answers.
        text: () => fitting(/^[^.!]*\?/.test(post.description) ? QUESTION_COMMENTS : TEXT_COMMENTS),
        photo: () => fitting(PHOTO_COMMENTS),
        video: () => fitting(VIDEO_COMMENTS),
        document: () => DOCUMENT_COMMENTS[post.lang],
        share: () => SHARE_COMMENTS[post.lang],
      }[post.kind]();
      expect([post.kind, post.lang, comment.body, pool.includes(comment.body)]).toEqual([
        post.kind,
        post.lang,
        comment.body,
        true,
      ]);
      if (post.kind === 'text') {
        underText++;
        expect(photoTalk.has(comment.body), comment.body).toBe(false);
      }
      expect(comment.own).toBe(false);
    }
    expect(underText).toBeGreaterThan(0);
    // Some commenters speak the other language, and answer in the post's.
    expect(otherSpeakers).toBeGreaterThan(0);
  });

  it('has talents in every age range of the search, from minors to over 65, minors and elders few', async () => {
    const ages = await queryRows<{ id: string; type: string; age: number }>(
      app.database.db,
      sql`select id, type, extract(year from age(current_date, birthdate))::int as age from users`,
    );
    const talents = ages.filter((a) => a.type === 'talento').map((a) => a.age);
    const client = createClient(app);
    const { ageRanges } = (await client.get('/api/scouting/fields')).json<FieldTable>();
    // The search's own ranges, and the two ends it may leave out: minors (14–17) and over 65.
    const bands = [{ key: '14-17', min: 14, max: 17 }, ...ageRanges, { key: '65+', min: 65, max: 120 }];
    for (const band of bands)
      expect([band.key, talents.some((age) => age >= band.min && age <= band.max)]).toEqual([band.key, true]);
    expect(Math.min(...talents)).toBeGreaterThanOrEqual(14);
    const minors = talents.filter((age) => age < 18).length;
    expect(minors / talents.length).toBeLessThan(0.1);
    expect(talents.filter((age) => age >= 65).length / talents.length).toBeLessThan(0.1);
    // The demo accounts stay adults.
    for (const id of [DEMO_ACCOUNTS.talent.id, DEMO_ACCOUNTS.agency.id])
      expect(ages.find((a) => Number(a.id) === id)!.age).toBeGreaterThanOrEqual(18);
    // The search counts someone in each of its ranges (a talent searching: minors are not hidden from them).
    const searcher = client.as(await issueToken(app, 3));
    const result = (await searcher.get('/api/scouting/search')).json<ScoutingResult>();
    const counted = result.facets.find((f) => f.key === 'age')!.values;
    for (const range of ageRanges)
      expect([range.key, (counted.find((v) => v.value === range.key)?.count ?? 0) > 0]).toEqual([range.key, true]);
  });

  it('gives every minor a guardian who consented, so she is seen like anyone else', async () => {
    const [row] = await queryRows<{ minors: string; guarded: string; consented: string }>(
      app.database.db,
      sql`select count(*) as minors, count(g.id) filter (where g.confirmed_at is not null) as guarded,
          count(*) filter (where u.guardian_consent_at is not null) as consented
        from users u left join guardians g on g.user_id = u.id
        where u.birthdate > current_date - interval '18 years'`,
    );
    expect(Number(row!.minors)).toBeGreaterThan(0);
    expect([Number(row!.guarded), Number(row!.consented)]).toEqual([Number(row!.minors), Number(row!.minors)]);
  });

  it('gives everyone an avatar that suits them and a cover of their category, none left to the default', async () => {
    const users = await queryRows<{
      type: string;
      sex: string;
      avatar: string | null;
      cover: string | null;
      interests: number[];
    }>(
      app.database.db,
      sql`select u.type, u.sex, u.profile_image as avatar, u.cover_image as cover,
          (select array_agg(i.category_id) from interests i where i.user_id = u.id) as interests
        from users u`,
    );
    // The test's pool: two avatars a look (FE, MA, agency), one cover a category.
    expect(new Set(users.map((u) => u.avatar)).size).toBe(6);
    expect(new Set(users.map((u) => u.cover)).size).toBeGreaterThanOrEqual(6);
    for (const user of users) {
      const look = user.type === 'agencia' ? 'agency' : user.sex.toLowerCase();
      expect(user.avatar).toMatch(new RegExp(`^profile_seed_${look}_\\d+\\.jpg$`));
      expect(user.cover).toMatch(/^cover_seed_/);
      expect(user.interests.map(Number)).toContain(pictured(user.cover!));
    }
  });
});
