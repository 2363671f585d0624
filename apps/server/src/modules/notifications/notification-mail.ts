import type { FastifyBaseLogger } from 'fastify';
import type { Author } from '@vitrina/contract/posts';
import type { Db } from '../../db/client.ts';
import { safeError } from '../../http/logger.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { Realtime } from '../../realtime/realtime-server.ts';
import { visibleTo } from '../graph/visibility.ts';
import { mailLinks, type DigestItem } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { MessageEntriesService } from '../messages/message-entries.service.ts';
import type { NotificationRecipients } from '../accounts/notification-preferences.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { createNotificationsRepository, type EntryRecord } from './notifications.repository.ts';

export interface NotificationMailDeps {
  db: Db;
  realtime: Pick<Realtime, 'onlineUsers' | 'onConnect'>;
  directory: Pick<UserDirectory, 'listAuthors'>;
  recipients: NotificationRecipients;
  messaging: Pick<MessageEntriesService, 'listUnreadSince' | 'listRequestsSince'>;
  mailer: Mailer;
  publicUrl: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  jobs: JobRunner;
}

/** An opportunity notice's words for its digest line. */
const opportunityTerms = (entry: EntryRecord, title: string): NonNullable<DigestItem['opportunity']> => ({
  title,
  role: entry.role?.name ?? null,
  reason: entry.closeReason,
  update: entry.update,
  count: entry.matchCount ?? 1,
  changes: entry.changes,
});

/** The latest items an e-mail lists; the rest are counted ("and 4 more"). */
const ITEMS_PER_MAIL = 10;
/** People claimed per round. */
const BATCH = 50;
/** How long a claim holds: a process that dies mid-send leaves its people to the others after this. */
const LEASE_MS = 5 * 60_000;

// The e-mail while away: the job runner claims the people due in the database; each is skipped when online,
// else sent what is still unread, in their language; a restart loses nothing (decision 0008).
export function createNotificationMail(deps: NotificationMailDeps) {
  const repository = createNotificationsRepository(deps.db);
  const log = deps.log.child({ component: 'notification-mail' });

  deps.realtime.onConnect((userId) => {
    repository.unqueueMail(userId).catch((error: unknown) => {
      log.error({ err: safeError(error) }, 'a returning user could not be taken off the mail queue');
    });
  });

  const linkOf = (entry: EntryRecord, actor: Author) =>
    entry.type === 'APPLICATION_UPDATE' || entry.type === 'SELF_TAPE_DUE'
      ? mailLinks.applications(deps.publicUrl)
      : entry.opportunity
        ? mailLinks.opportunity(deps.publicUrl, entry.opportunity.id)
        : entry.type === 'MESSAGE_REQUEST'
          ? mailLinks.conversation(deps.publicUrl, actor.profile_url)
          : entry.postId !== null
            ? mailLinks.post(deps.publicUrl, entry.postId)
            : actor.type === 'talento'
              ? mailLinks.profile(deps.publicUrl, actor.profile_url)
              : mailLinks.notifications(deps.publicUrl);
  const none = { rows: [], total: 0 };

  async function mailOne(
    userId: number,
    since: Date,
    email: { to: string; fullname: string; lang: 'es' | 'en'; messages: boolean },
  ) {
    // Messages and requests are told under the `messages` flag, as their pushes are.
    const [entries, messages, requests] = await Promise.all([
      repository.listUnreadSince(visibleTo(userId), since, ITEMS_PER_MAIL),
      email.messages ? deps.messaging.listUnreadSince(userId, since, ITEMS_PER_MAIL) : none,
      email.messages ? deps.messaging.listRequestsSince(userId, since, ITEMS_PER_MAIL) : none,
    ]);
    const total = entries.total + messages.total + requests.total;
    if (total === 0) return false;
    const cards = await deps.directory.listAuthors(entries.rows.flatMap((entry) => entry.actorIds.slice(0, 1)));
    const items: Array<DigestItem & { at: number }> = [
      ...entries.rows.flatMap((entry) => {
        const actor = cards.get(entry.actorIds[0] ?? 0);
        if (!actor) return [];
        return [
          {
            type: entry.type,
            actorName: actor.fullname,
            others: Math.max(0, entry.actorsCount - 1),
            link: linkOf(entry, actor),
            at: entry.createdAt.getTime(),
            ...(entry.opportunity ? { opportunity: opportunityTerms(entry, entry.opportunity.title) } : {}),
          },
        ];
      }),
      ...messages.rows.map((message) => ({
        type: 'MESSAGE' as const,
        actorName: message.actor.fullname,
        others: 0,
        link: mailLinks.conversation(deps.publicUrl, message.actor.profile_url),
        preview: message.message,
        at: Date.parse(message.createdAt),
      })),
      // A request's text stays out: it waits unread until accepted, and may be the scam the advice warns of.
      ...requests.rows.map(({ actor, createdAt }) => ({
        type: 'REQUEST' as const,
        actorName: actor.fullname,
        others: 0,
        link: mailLinks.conversation(deps.publicUrl, actor.profile_url),
        at: createdAt.getTime(),
      })),
    ];
    items.sort((a, b) => b.at - a.at);
    await deps.mailer.send(email.to, {
      kind: 'digest',
      lang: email.lang,
      fullname: email.fullname,
      email: email.to,
      items: items.slice(0, ITEMS_PER_MAIL).map(({ at: _at, ...item }) => item),
      total,
      link: mailLinks.notifications(deps.publicUrl),
      settingsLink: mailLinks.notificationSettings(deps.publicUrl),
    });
    return true;
  }

  /** One claimed person: skipped when online or gone, else e-mailed what is still unread; true when mailed. */
  async function mailDue(userId: number): Promise<boolean> {
    const due = await repository.readDue(userId);
    if (!due) return false;
    const [online, recipients] = await Promise.all([
      deps.realtime.onlineUsers([userId]),
      deps.recipients.findMailRecipients([userId]),
    ]);
    const recipient = recipients.get(userId);
    if (online.has(userId) || !recipient) {
      await repository.unqueueMail(userId);
      return false;
    }
    const mailed = await mailOne(userId, due.since, {
      to: recipient.email,
      fullname: recipient.fullname,
      lang: recipient.lang,
      messages: recipient.messages,
    });
    await repository.settleMail(userId, due.claimedAt);
    return mailed;
  }

  // Sends whatever is due, checking a fifth of the interval (between 1 s and a minute) so none waits long.
  return deps.jobs.round({
    name: 'notification-mail',
    everyMs: Math.min(60_000, Math.max(1000, deps.intervalMs / 5)),
    idle: 0,
    // A failed send is retried by the runner with backoff, then dead-lettered.
    leaseMs: LEASE_MS,
    async body(round) {
      let sent = 0;
      await round.each({
        due: repository.dueMail(deps.intervalMs),
        batch: BATCH,
        work: async (key) => {
          if (await mailDue(Number(key))) sent += 1;
        },
      });
      return sent;
    },
  });
}

export type NotificationMail = ReturnType<typeof createNotificationMail>;
