import pg from 'pg';

export type AccountType = 'talento' | 'agencia';

export interface Person {
  id: number;
  type: AccountType;
  profileUrl: string;
}

export interface PostRef {
  id: number;
  authorId: number;
}

export interface CrowdLinks {
  followers: Map<number, number[]>;
  following: Map<number, number[]>;
}

/**
 * Who may act as themselves for a whole run: confirmed, of a type, not cancelled, deleted or suspended, adult
 * (the minors rule hides people from unverified agencies, which would make targets vanish per viewer),
 * in no block (every pair may see each other), not a verified agency owing a second factor (decision 0052).
 */
const CAN_ACT = `u.is_verified and u.type in ('talento', 'agencia') and u.cancelled_at is null
  and u.deleted_at is null and u.suspended_at is null and u.factor_grace_from is null
  and (u.birthdate is null or u.birthdate <= current_date - interval '18 years')
  and not exists (select 1 from blocks b where b.blocker_id = u.id or b.blocked_id = u.id)`;

/** Profiles visited and posts liked are drawn from samples this large (enough not to repeat a hot few). */
const SAMPLE = 20_000;

export interface CrowdSource {
  network: Record<AccountType, number>;
  /** People who can act and follow someone; agencies also have categories (their explore lists need them). */
  eligible: Record<AccountType, number>;
  /** The first `n` of a random order, talents and agencies in the network's proportions; null if too few. */
  take(n: number): Person[] | null;
  links(people: readonly Person[]): Promise<CrowdLinks>;
  /** Talents with at least one photo, who can be visited by anyone in the crowd. */
  profiles: string[];
  /** Posts of people who can act, for a like or comment before a person has read a feed. */
  posts: PostRef[];
  backendPid: number | null;
  /** Whether PostgreSQL's autovacuum runs: without it dead rows pile up run after run and every figure drifts. */
  autovacuum: boolean;
  /** The server processes connected to this database now (other databases' work on a shared server is not ours). */
  databaseBackends(): Promise<number[]>;
  close(): Promise<void>;
}

const rowsOf = async <T>(client: pg.Pool, text: string, values: unknown[] = []) =>
  (await client.query<T & pg.QueryResultRow>(text, values)).rows;

/** Reads what the crowd is drawn from; the pool stays open for the links of each crowd. */
export async function openCrowdSource(databaseUrl: string): Promise<CrowdSource> {
  // One connection kept open (its backend finds PostgreSQL's processes), made again after a restart of the soak.
  const client = new pg.Pool({ connectionString: databaseUrl, max: 1, idleTimeoutMillis: 0 });
  client.on('error', () => undefined);
  const network = { talento: 0, agencia: 0 };
  for (const row of await rowsOf<{ type: AccountType; n: number }>(
    client,
    `select type, count(*)::int as n from users where type is not null and deleted_at is null group by type`,
  ))
    network[row.type] = row.n;
  const people = await rowsOf<{ id: number; type: AccountType; profile_url: string }>(
    client,
    `select u.id::int as id, u.type, u.profile_url from users u
     where ${CAN_ACT} and u.following_count > 0
       and (u.type = 'talento' or exists (select 1 from interests i where i.user_id = u.id))
     order by random()`,
  );
  const byType = (type: AccountType) =>
    people.filter((p) => p.type === type).map((p) => ({ id: p.id, type, profileUrl: p.profile_url }));
  const talents = byType('talento');
  const agencies = byType('agencia');
  const profiles = await rowsOf<{ profile_url: string }>(
    client,
    `select u.profile_url from users u where ${CAN_ACT} and u.type = 'talento'
       and exists (select 1 from post_files f where f.author_id = u.id and f.kind = 'PHOTO')
     order by random() limit ${SAMPLE}`,
  );
  const posts = await rowsOf<{ id: number; author_id: number }>(
    client,
    `select p.id::int as id, p.author_id::int as author_id
     from (select id, author_id from posts where deleted_at is null order by random() limit ${SAMPLE}) p
     join users u on u.id = p.author_id where ${CAN_ACT}`,
  );
  const [backend] = await rowsOf<{ pid: number; autovacuum: boolean }>(
    client,
    `select pg_backend_pid() as pid, current_setting('autovacuum') = 'on' as autovacuum`,
  );
  const talentShare = network.talento / Math.max(1, network.talento + network.agencia);
  return {
    network,
    autovacuum: backend?.autovacuum ?? false,
    eligible: { talento: talents.length, agencia: agencies.length },
    take(n) {
      const t = Math.round(n * talentShare);
      if (t > talents.length || n - t > agencies.length) return null;
      return [...talents.slice(0, t), ...agencies.slice(0, n - t)];
    },
    async links(crowd) {
      const ids = crowd.map((p) => p.id);
      const edges = await rowsOf<{ follower: number; followed: number }>(
        client,
        `select follower_id::int as follower, followed_id::int as followed from follows
         where follower_id = any($1::bigint[]) and followed_id = any($1::bigint[])`,
        [ids],
      );
      const followers = new Map<number, number[]>();
      const following = new Map<number, number[]>();
      const add = (map: Map<number, number[]>, key: number, value: number) => {
        const list = map.get(key);
        if (list) list.push(value);
        else map.set(key, [value]);
      };
      for (const { follower, followed } of edges) {
        add(followers, followed, follower);
        add(following, follower, followed);
      }
      return { followers, following };
    },
    profiles: profiles.map((p) => p.profile_url),
    posts: posts.map((p) => ({ id: p.id, authorId: p.author_id })),
    backendPid: backend?.pid ?? null,
    databaseBackends: async () =>
      (
        await rowsOf<{ pid: number }>(client, 'select pid from pg_stat_activity where datname = current_database()')
      ).map((row) => row.pid),
    close: () => client.end(),
  };
}
