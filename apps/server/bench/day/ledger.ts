import pg from 'pg';

/**
 * Every write the app acknowledged during a run (a 2xx, or a socket's ok), checked against PostgreSQL at the end:
 * an acknowledged like, comment, post or message that is not there was lost (a restart's half-written work).
 */
export function createLedger() {
  const likes = new Map<string, [number, number]>();
  const comments = new Set<number>();
  const posts = new Set<number>();
  const messages = new Set<number>();

  return {
    like: (postId: number, userId: number) => void likes.set(`${postId}:${userId}`, [postId, userId]),
    comment: (id: number) => void comments.add(id),
    post: (id: number) => void posts.add(id),
    message: (id: number) => void messages.add(id),

    /** What the database holds of them: per kind, acknowledged and found. */
    async verify(databaseUrl: string) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const count = async (text: string, values: unknown[]) =>
          Number((await client.query<{ n: string }>(text, values)).rows[0]?.n ?? 0);
        const pairs = [...likes.values()];
        const found = {
          likes: await count(
            `select count(*) as n from post_reactions r
             join unnest($1::bigint[], $2::bigint[]) as a(post_id, user_id) using (post_id, user_id)`,
            [pairs.map(([post]) => post), pairs.map(([, user]) => user)],
          ),
          comments: await count('select count(*) as n from comments where id = any($1::bigint[])', [[...comments]]),
          posts: await count('select count(*) as n from posts where id = any($1::bigint[]) and deleted_at is null', [
            [...posts],
          ]),
          messages: await count('select count(*) as n from messages where id = any($1::bigint[])', [[...messages]]),
        };
        const acknowledged = { likes: likes.size, comments: comments.size, posts: posts.size, messages: messages.size };
        return { acknowledged, found };
      } finally {
        await client.end();
      }
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
export type LedgerFigures = Awaited<ReturnType<Ledger['verify']>>;
