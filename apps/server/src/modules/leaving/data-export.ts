import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq, sql } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { FastifyBaseLogger } from 'fastify';
import { DATA_EXPORT_DOWNLOAD_PATH, type DataExport } from '@vitrina/contract/data-export';
import type { Db } from '../../db/client.ts';
import { dataExports, type DataExportRow } from '../../db/schema/data-exports.ts';
import { AppError } from '../../http/app-error.ts';
import { safeError } from '../../http/logger.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { RoundContext } from '../../jobs/round.ts';
import { mailLinks } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { MediaService } from '../media/media.service.ts';
import type { UserAccounts } from '../accounts/user-accounts.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';

/** One module's part of a person's data: a name (its file in the archive), the data, the people it names. */
export interface PersonalDataSource {
  name: string;
  collect(userId: number): Promise<{ data: unknown; people: number[] }>;
}

export interface DataExportDeps {
  db: Db;
  accounts: Pick<UserAccounts, 'findById'>;
  directory: Pick<UserDirectory, 'listAuthors'>;
  sources: readonly PersonalDataSource[];
  media: Pick<MediaService, 'readFilesOf' | 'exportArchives'>;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  jobs: JobRunner;
}

const DAY_MS = 86_400_000;
/** One request a day. */
const REQUEST_EVERY_MS = DAY_MS;
/** How long a copy can be downloaded. */
const LINK_VALID_MS = 7 * DAY_MS;

function toState(row: DataExportRow, now: Date): DataExport {
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  const status = expired ? 'expired' : (row.status as 'pending' | 'ready' | 'failed');
  return {
    status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadUrl: status === 'ready' ? DATA_EXPORT_DOWNLOAD_PATH : null,
    size: status === 'ready' ? row.size : null,
    nextRequestAt: new Date(row.requestedAt.getTime() + REQUEST_EVERY_MS).toISOString(),
  };
}

// A data export is a row; a job round zips every module's part, stores it and e-mails the owner, who alone
// downloads it for a week; its token never leaves the server (decision 0009).
export function createDataExport(deps: DataExportDeps) {
  const { db } = deps;
  const log = deps.log.child({ component: 'data-export' });
  // Prepares what is pending; every minute too, so a request left by a stopped process is still prepared.
  const job = deps.jobs.round({ name: 'data-export', everyMs: 60_000, idle: 0, body: (context) => round(context) });

  async function latest(userId: number): Promise<DataExportRow | null> {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.requestedAt))
      .limit(1);
    return row ?? null;
  }

  async function build(userId: number): Promise<Buffer> {
    const files: Zippable = {};
    const people = new Set<number>();
    for (const source of deps.sources) {
      const { data, people: named } = await source.collect(userId);
      for (const id of named) if (id !== userId) people.add(id);
      files[`${source.name}.json`] = strToU8(JSON.stringify(data, null, 2));
    }
    const cards = await deps.directory.listAuthors([...people]);
    files['people.json'] = strToU8(
      JSON.stringify(
        [...cards.values()].map((p) => ({ id: p.id, fullname: p.fullname, profile_url: p.profile_url, type: p.type })),
        null,
        2,
      ),
    );
    const media: Zippable = {};
    for (const file of await deps.media.readFilesOf(userId)) media[file.name] = file.bytes;
    files['files'] = media;
    files['README.txt'] = strToU8(
      'Vitrina — your data / tus datos\n\n' +
        'account.json: account and profile / cuenta y perfil\ncategories.json: categories / categorías\n' +
        'posts.json: posts, comments, likes / publicaciones, comentarios, me gusta\n' +
        'connections.json: following, followers, blocks, reports / seguidos, seguidores, bloqueos, denuncias\n' +
        'messages.json: messages / mensajes\nnotifications.json: notifications / notificaciones\n' +
        'talent-sheet.json: attributes and availability / atributos y disponibilidad\n' +
        'shortlists.json: lists, notes and tags (agencies) / listas, notas y etiquetas (agencias)\n' +
        'people.json: the people named above (public card) / las personas nombradas (tarjeta pública)\n' +
        'files/: your photos and documents / tus fotos y documentos\n',
    );
    return Buffer.from(zipSync({ vitrina: files }, { level: 6 }));
  }

  async function prepare(id: number): Promise<void> {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')));
    if (!row) return;
    try {
      const archive = await build(row.userId);
      await deps.media.exportArchives.put(row.token, archive);
      const expiresAt = new Date(Date.now() + LINK_VALID_MS);
      await db
        .update(dataExports)
        .set({ status: 'ready', readyAt: sql`now()`, expiresAt, size: archive.length, storageKey: row.token })
        .where(eq(dataExports.id, row.id));
      const account = await deps.accounts.findById(row.userId);
      if (account) {
        await deps.mailer
          .send(account.email, {
            kind: 'export_ready',
            lang: account.langCode,
            fullname: account.name,
            email: account.email,
            expiresAt,
            link: mailLinks.dataExport(deps.publicUrl),
          })
          .catch((error: unknown) => log.error({ err: safeError(error) }, 'the export e-mail could not be sent'));
      }
    } catch (error) {
      log.error({ err: safeError(error), exportId: row.id }, 'a data export failed');
      await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, row.id));
    }
  }

  /** Expired archives leave storage (their rows stay, to say they expired). */
  async function dropExpired(): Promise<void> {
    const rows = await db
      .update(dataExports)
      .set({ storageKey: null })
      .where(
        and(
          eq(dataExports.status, 'ready'),
          sql`${dataExports.expiresAt} <= now()`,
          sql`${dataExports.storageKey} is not null`,
        ),
      )
      .returning({ token: dataExports.token });
    for (const row of rows) await deps.media.exportArchives.delete(row.token);
  }

  async function round(context: RoundContext): Promise<number> {
    const due = sql`select id as key from ${dataExports} where status = 'pending' order by requested_at`;
    const prepared = await context.each({ due, batch: 1, work: (key) => prepare(Number(key)) });
    await dropExpired();
    return prepared;
  }

  const service = {
    /** GET /api/users/export */
    async state(userId: number): Promise<DataExport | null> {
      const row = await latest(userId);
      return row ? toState(row, new Date()) : null;
    },

    /** POST /api/users/export: one a day (a failed one does not count); the job starts at once. */
    async request(userId: number): Promise<DataExport> {
      const previous = await latest(userId);
      if (previous && previous.status !== 'failed' && Date.now() - previous.requestedAt.getTime() < REQUEST_EVERY_MS) {
        throw new AppError('export_too_soon');
      }
      const [row] = await db
        .insert(dataExports)
        .values({ userId, token: randomBytes(24).toString('hex') })
        .returning();
      if (!row) throw new Error('export insert returned nothing');
      void service
        .runDue()
        .catch((error: unknown) => log.error({ err: safeError(error) }, 'a data export round failed'));
      return toState(row, new Date());
    },

    /** GET /api/users/export/archive: the person's newest copy while it is valid; otherwise 404. */
    async download(userId: number): Promise<{ body: Readable; size: number }> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(
          and(
            eq(dataExports.userId, userId),
            eq(dataExports.status, 'ready'),
            sql`${dataExports.expiresAt} > now()`,
            sql`${dataExports.storageKey} is not null`,
          ),
        )
        .orderBy(desc(dataExports.requestedAt))
        .limit(1);
      if (!row?.storageKey) throw new AppError('not_found');
      const stored = await deps.media.exportArchives.stream(row.storageKey);
      if (!stored) throw new AppError('not_found');
      return stored;
    },

    /** Prepares every pending request now (rounds never overlap in one process); answers how many. */
    runDue: job.runDue,
    start: job.start,
    stop: job.stop,
    name: job.name,
    stats: job.stats,
  };
  return service;
}

export type DataExportService = ReturnType<typeof createDataExport>;
