import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import type { MediaPool } from './media-pool.ts';
import type { Person } from './people.ts';
import {
  CLOSINGS,
  DOCUMENT_COMMENTS,
  PHOTO_COMMENTS,
  PHOTO_DESCRIPTIONS,
  QUESTION_COMMENTS,
  SHARE_COMMENTS,
  SHARE_LINES,
  TEXT_COMMENTS,
  VIDEO_COMMENTS,
  YOUTUBE_IDS,
} from './chatter.ts';
import { DOCUMENT_LINES } from './documents.ts';
import { HASHTAGS, PHOTO_LINES, TEXT_LINES, VIDEO_LINES } from './post-lines.ts';

/**
 * The text pools, by language; pools given per category hold a list per category (1–8), the others
 * one list (category 0). A post's line comes from the pool of its kind (text, photo, video, document,
 * share), a comment's from `comment_<kind of the post>` (`comment_question` under a text post that asks).
 */
const POOLS = {
  text: TEXT_LINES,
  photo: PHOTO_LINES,
  video: VIDEO_LINES,
  tag: HASHTAGS,
  closing: CLOSINGS,
  document: DOCUMENT_LINES,
  share: SHARE_LINES,
  comment_text: TEXT_COMMENTS,
  comment_question: QUESTION_COMMENTS,
  comment_photo: PHOTO_COMMENTS,
  comment_video: VIDEO_COMMENTS,
  comment_document: DOCUMENT_COMMENTS,
  comment_share: SHARE_COMMENTS,
  alt: PHOTO_DESCRIPTIONS,
} as const;
export type TextPool = keyof typeof POOLS;
type List = readonly string[];
const isList = (value: List | Record<number, List>): value is List => Array.isArray(value);

/** What the generating statements need to know about the lookup tables. */
export interface Lookups {
  talents: number;
  /** People by the language they write in (seed_speaker numbers them from 0 within each). */
  speakers: Record<'es' | 'en', number>;
  /** Entries per (pool, language, category): every list of a pool is padded to its longest by cycling. */
  textSize: Record<TextPool, number>;
  photos: number;
  /** Photo n pictures category 1 + floor(n / photosPerCategory). */
  photosPerCategory: number;
  documents: number;
  videos: number;
}

async function insertJson(db: Db, table: string, columns: string, rows: unknown[]): Promise<void> {
  const names = columns
    .split(',')
    .map((c) => c.trim().split(' ')[0])
    .join(', ');
  await db.execute(
    sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${sql.raw(columns)})`,
  );
}

/**
 * Temporary tables (dropped at commit) the set-based statements join with: talents by rank (rank r is
 * the r-th talent by id, 0-based), everyone by language (`seed_speaker`), the text pools, the pool
 * files and the videos.
 */
export async function createLookups(db: Db, people: readonly Person[], pool: MediaPool): Promise<Lookups> {
  await db.execute(sql`create temp table seed_talent (rank int primary key, id bigint not null, lang text not null,
    lang_rank int not null, category int not null, created_at timestamptz not null) on commit drop`);
  await db.execute(sql`create temp table seed_speaker (lang text, rank int, id bigint not null,
    primary key (lang, rank)) on commit drop`);
  await db.execute(sql`create temp table seed_text (pool text, lang text, category int, n int, body text,
    primary key (pool, lang, category, n)) on commit drop`);
  await db.execute(sql`create temp table seed_file (pool text, n int, name text, display_name text, ext text,
    size int, width int, height int, primary key (pool, n)) on commit drop`);
  await db.execute(sql`create temp table seed_video (n int primary key, video_id text not null) on commit drop`);

  const speakers = { es: 0, en: 0 };
  const langRank = new Map<number, number>();
  for (const p of people) langRank.set(p.id, speakers[p.lang_code]++);
  const speakerRows = people.map((p) => ({ lang: p.lang_code, rank: langRank.get(p.id), id: p.id }));
  for (let start = 0; start < speakerRows.length; start += 5000)
    await insertJson(db, 'seed_speaker', 'lang text, rank int, id bigint', speakerRows.slice(start, start + 5000));
  const talents = people
    .filter((p) => p.type === 'talento')
    .map((p, rank) => ({
      rank,
      id: p.id,
      lang: p.lang_code,
      lang_rank: langRank.get(p.id),
      category: p.category,
      created_at: p.created_at,
    }));
  // The shares pick a peer of the same category by rank alone (posts-step.ts): rank r is of category 1 + r % 8.
  if (talents.some((t) => t.category !== 1 + (t.rank % 8)))
    throw new Error('talents must cycle through the categories');
  for (let start = 0; start < talents.length; start += 5000) {
    const rows = talents.slice(start, start + 5000);
    await insertJson(
      db,
      'seed_talent',
      'rank int, id bigint, lang text, lang_rank int, category int, created_at timestamptz',
      rows,
    );
  }

  const textRows: Array<{ pool: string; lang: string; category: number; n: number; body: string }> = [];
  const textSize = {} as Record<TextPool, number>;
  for (const [pool, byLang] of Object.entries(POOLS) as Array<[TextPool, (typeof POOLS)[TextPool]]>) {
    const lists: Array<[string, number, readonly string[]]> = [];
    for (const [lang, value] of Object.entries(byLang) as Array<[string, List | Record<number, List>]>) {
      if (isList(value)) lists.push([lang, 0, value]);
      else for (const [category, list] of Object.entries(value)) lists.push([lang, Number(category), list]);
    }
    const size = Math.max(...lists.map(([, , list]) => list.length));
    textSize[pool] = size;
    for (const [lang, category, list] of lists)
      for (let n = 0; n < size; n++) textRows.push({ pool, lang, category, n, body: list[n % list.length]! });
  }
  await insertJson(db, 'seed_text', 'pool text, lang text, category int, n int, body text', textRows);

  const fileRow = (poolName: string) => (f: MediaPool['photos'][number], n: number) => ({
    pool: poolName,
    n,
    name: f.name,
    display_name: f.displayName,
    ext: f.name.slice(f.name.lastIndexOf('.') + 1),
    size: f.size,
    width: f.width,
    height: f.height,
  });
  await insertJson(
    db,
    'seed_file',
    'pool text, n int, name text, display_name text, ext text, size int, width int, height int',
    [...pool.photos.map(fileRow('photo')), ...pool.documents.map(fileRow('document'))],
  );
  await insertJson(
    db,
    'seed_video',
    'n int, video_id text',
    YOUTUBE_IDS.map((video_id, n) => ({ n, video_id })),
  );
  await db.execute(sql`analyze seed_talent, seed_speaker, seed_text, seed_file, seed_video`);
  return {
    talents: talents.length,
    speakers,
    textSize,
    photos: pool.photos.length,
    photosPerCategory: pool.photosPerCategory,
    documents: pool.documents.length,
    videos: YOUTUBE_IDS.length,
  };
}
