/**
 * Notifications benchmark (`npm run bench -- notifications`): on PostgreSQL seeded by `npm run seed` (which
 * derives the notifications from the seeded activity), for the busiest recipient and a typical one (the
 * median number of entries): GET /api/notifications page 1 and its last page, users/self (the badge's
 * unread count) through the real app on 127.0.0.1 with autocannon (50 connections, a few seconds a case) —
 * requests per second, p50 and p99, statements and bytes per request, CPU per request of the app and of
 * PostgreSQL, the ratio to a static file of the same bytes; then EXPLAIN (ANALYZE, BUFFERS) summaries of
 * the list's statements (the page and its count), of the unread count, and of POST
 * notifications/update_read in both forms the web sends — page 1's unread ids, and `all: true` (opening the
 * dropdown, "mark all as read") — its writes explained in a transaction rolled back; the requests
 * themselves are undone after they are recorded.
 *
 *   BENCH_DATABASE_URL   PostgreSQL seeded with at least 10,000 users, e.g.
 *                        npm run seed -- --users 10000 --posts 1000000 --follows 1000000 --likes 5000000 --comments 1000000
 *   BENCH_SECONDS (5), BENCH_CONNECTIONS (50)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { NOTIFICATIONS_PAGE_SIZE } from '@vitrina/contract/notifications-limits';
import type { NotificationPage } from '@vitrina/contract/notifications';
import {
  LOAD_TABLE_HEADER,
  loadRow,
  startBenchServer,
  type BenchServer,
  type LoadSettings,
  type Viewer,
} from './bench-server.ts';
import { printPlans } from './explain.ts';

const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
};
const TARGET = 0.3;

interface Recipient {
  role: 'busiest' | 'typical';
  id: number;
  entries: number;
  unread: number;
  actors: number;
}

/** The recipient with the most entries (then the most unread), and the one at the median. */
async function pickRecipients(url: string): Promise<Recipient[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ role: Recipient['role']; id: string; entries: number; unread: number }>(`
      with per as (
        select recipient_id as id, count(*)::int as entries, (count(*) filter (where not is_read))::int as unread
        from notifications group by recipient_id
      )
      (select 'busiest' as role, * from per order by entries desc, unread desc, id limit 1)
      union all
      (select 'typical', * from per order by entries, unread, id offset (select count(*) / 2 from per) limit 1)`);
    const recipients: Recipient[] = [];
    for (const r of rows) {
      const { rows: actors } = await client.query<{ n: number }>(
        `select count(*)::int as n from notification_actors a join notifications n on n.id = a.notification_id
         where n.recipient_id = $1`,
        [r.id],
      );
      recipients.push({ ...r, id: Number(r.id), actors: actors[0]!.n });
    }
    return recipients;
  } finally {
    await client.end();
  }
}

/** A recipient's unread entries, to put back after update_read: the seeded database stays as seeded. */
async function unreadOf(url: string, recipientId: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      'select id from notifications where recipient_id = $1 and not is_read',
      [recipientId],
    );
    return rows.map((row) => Number(row.id));
  } finally {
    await client.end();
  }
}

async function markUnread(url: string, ids: readonly number[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('update notifications set is_read = false where id = any($1::bigint[])', [ids]);
  } finally {
    await client.end();
  }
}

interface Case {
  name: string;
  path: string;
  /** Which of the request's statements to explain (all by default). */
  explain?: (query: string) => boolean;
}

const touchesNotifications = (query: string) => /\bnotification/i.test(query);

async function measureRecipient(server: BenchServer, url: string, recipient: Recipient, dirs: { webDist: string }) {
  const viewer: Viewer = await server.viewerOf(recipient.id);
  const last = Math.max(1, Math.ceil(recipient.entries / NOTIFICATIONS_PAGE_SIZE));
  const cases: Case[] = [
    { name: `${recipient.role} p1`, path: '/api/notifications?page=1' },
    { name: `${recipient.role} p${last}`, path: `/api/notifications?page=${last}` },
    { name: `${recipient.role} self`, path: '/api/users/self', explain: touchesNotifications },
  ];
  const results = [];
  for (const c of cases) {
    const result = await server.measure(c.path, viewer, settings);
    const file = `static-${recipient.role}-${results.length}.json`;
    writeFileSync(path.join(dirs.webDist, file), result.body);
    const still = await server.measureStatic(`/${file}`, result.body, settings);
    results.push({ c, result, still, ratio: result.rate / still.rate });
  }

  return { viewer, results };
}

/**
 * update_read in both forms the web sends, each recorded once and then undone (so it runs after every other
 * case: putting rows back leaves dead index entries behind until the next vacuum).
 */
async function recordUpdates(server: BenchServer, url: string, recipient: Recipient, viewer: Viewer, page1: Buffer) {
  const page = JSON.parse(page1.toString()) as NotificationPage;
  const pageIds = page.rows.filter((entry) => !entry.is_read).map((entry) => entry.id);
  const unread = await unreadOf(url, recipient.id);
  const updates = [];
  for (const [name, body] of [
    [`${pageIds.length} ids`, { notificationIds: pageIds }],
    ['all: true', { notificationIds: [], all: true }],
  ] as const) {
    const { captured } = await server.capture('POST', '/api/notifications/update_read', viewer, body);
    await markUnread(url, unread);
    updates.push({ name: `${recipient.role} update_read (${name})`, captured });
  }
  return updates;
}

export async function runNotificationsBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  console.log(`\nVitrina notifications benchmark — Node ${process.version}, ${cpus().length} cores`);
  if (!url) {
    console.log('   skipped: set BENCH_DATABASE_URL to a seeded PostgreSQL database; see bench/notifications.ts');
    return;
  }
  const recipients = await pickRecipients(url);
  if (recipients.length < 2) {
    console.log('   skipped: the database holds no notifications (seed it with npm run seed)');
    return;
  }
  const root = mkdtempSync(path.join(tmpdir(), 'vitrina-notifications-bench-'));
  const dirs = { webDist: path.join(root, 'web'), dataDir: path.join(root, 'data') };
  mkdirSync(dirs.webDist, { recursive: true });
  writeFileSync(path.join(dirs.webDist, 'index.html'), '<!doctype html><title>bench</title>');
  // Static files are registered when the server starts; each case's bytes are written into its own later.
  for (const r of recipients)
    for (let i = 0; i < 3; i++) writeFileSync(path.join(dirs.webDist, `static-${r.role}-${i}.json`), '');
  const server = await startBenchServer({ kind: 'postgres', url }, dirs);
  try {
    console.log(`\n1. Notifications on PostgreSQL (${settings.connections} connections, ${settings.seconds} s a case)`);
    for (const r of recipients) {
      console.log(
        `   ${r.role.padEnd(8)} user ${r.id}: ${r.entries} entries (${r.unread} unread), ${r.actors} actor rows, ` +
          `${Math.ceil(r.entries / NOTIFICATIONS_PAGE_SIZE)} pages`,
      );
    }
    console.log(LOAD_TABLE_HEADER);
    const measured = [];
    let worst = Infinity;
    for (const r of recipients) {
      const m = await measureRecipient(server, url, r, dirs);
      measured.push(m);
      for (const { c, result, still, ratio } of m.results) {
        worst = Math.min(worst, ratio);
        console.log(loadRow(c.name, result, { ...result, ratio }));
        console.log(loadRow('  static, same bytes', still, {}));
      }
    }
    console.log(`\n   target: every case ≥ ${TARGET}× its static file; lowest ${worst.toFixed(2)}×`);

    console.log('\n2. EXPLAIN (ANALYZE, BUFFERS) of the statements one request runs');
    for (const m of measured) {
      for (const { c, result } of m.results) {
        const explained = c.explain ?? (() => true);
        await printPlans(
          url,
          c.name,
          result.captured.filter((s) => explained(s.query)),
        );
      }
    }
    for (const [i, r] of recipients.entries()) {
      const { viewer, results } = measured[i]!;
      for (const update of await recordUpdates(server, url, r, viewer, results[0]!.result.body)) {
        await printPlans(
          url,
          update.name,
          update.captured.filter((s) => touchesNotifications(s.query)),
          { writes: true },
        );
      }
    }
    console.log('');
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}
