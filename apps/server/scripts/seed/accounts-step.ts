import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import type { MediaPool } from './media-pool.ts';
import { DEMO_ACCOUNTS, type Person } from './people.ts';

const CHUNK = 2000;

/**
 * Inserts the accounts (verified, typed, all with the one password hash), their profile rows (the login
 * and the profile page read them), their categories, and the media_objects rows that make the pool's
 * files servable under /media and /resize (ready, owned by the demo talent). Large multi-row
 * statements: one JSON document per 2,000 people.
 */
export async function insertAccounts(
  db: Db,
  people: readonly Person[],
  followingCounts: readonly number[],
  passwordHash: string,
): Promise<void> {
  for (let start = 0; start < people.length; start += CHUNK) {
    const rows = people
      .slice(start, start + CHUNK)
      .map((p, i) => ({ ...p, following_count: followingCounts[start + i] }));
    const json = JSON.stringify(rows);
    await db.execute(sql`
      insert into users (id, email, password_hash, nombre, apellido, birthdate, sex, country, ciudad, biography,
        profile_url, profile_image, cover_image, type, lang_code, is_verified, terms_accepted_at, following_count,
        created_at, updated_at)
      overriding system value
      select id, email, ${passwordHash}, nombre, apellido, birthdate, sex, country, ciudad, biography, profile_url,
        profile_image, cover_image, type, lang_code, true, created_at, following_count, created_at, created_at
      from json_to_recordset(${json}::json) as x(id bigint, email text, nombre text, apellido text, birthdate date,
        sex text, country text, ciudad text, biography text, profile_url text, profile_image text, cover_image text,
        type text, lang_code text, following_count int, created_at timestamptz)`);
    await db.execute(sql`
      insert into user_profiles (user_id, instagram_url, youtube_url, spotify_url, web, agency_name, contact_email,
        fits_alerts)
      select id, instagram_url, youtube_url, spotify_url, web, agency_name, contact_email,
        case when type = 'talento' then 'daily' else 'off' end
      from json_to_recordset(${json}::json) as x(id bigint, instagram_url text, youtube_url text, spotify_url text,
        web text, agency_name text, contact_email text, type text)`);
    await db.execute(sql`
      insert into interests (user_id, category_id, created_at)
      select x.id, c.category, x.created_at
      from json_to_recordset(${json}::json) as x(id bigint, interests int[], created_at timestamptz)
      cross join lateral unnest(x.interests) as c(category)`);
  }
}

/** One ready media_objects row per pool file; the upload id is a digest of the name (32 hex digits). */
export async function insertPoolObjects(db: Db, pool: MediaPool, now: Date): Promise<void> {
  const rows = [...pool.photos, ...pool.avatars, ...pool.covers, ...pool.documents].map((f) => ({
    kind: f.kind,
    upload_id: createHash('md5').update(f.name).digest('hex'),
    key: `media/${f.name}`,
    name: f.name,
    display_name: f.displayName,
    mime: f.mime,
    size: f.size,
    width: f.width,
    height: f.height,
  }));
  await db.execute(sql`
    insert into media_objects (owner_id, kind, status, upload_id, key, name, display_name, mime, size, width, height,
      created_at, expires_at, ready_at, claimed_at)
    select ${DEMO_ACCOUNTS.talent.id}, kind, 'ready', upload_id, key, name, display_name, mime, size, width, height,
      ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(kind text, upload_id text, key text, name text,
      display_name text, mime text, size int, width int, height int)`);
}
