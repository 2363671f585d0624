import type { Author } from '@vitrina/contract/posts';
import type { CaseList, ModerationLogEntry, ModerationRole } from '@vitrina/contract/moderation';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { UserRoles } from '../accounts/user-roles.ts';
import type { GraphService } from '../graph/graph.service.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { groupCases } from './moderation-rules.ts';
import { createModerationRepository } from './moderation.repository.ts';

export interface ModerationServiceDeps {
  db: Db;
  transactions: Transactions;
  roles: UserRoles;
  graph: Pick<GraphService, 'listReports' | 'closeReports'>;
  directory: Pick<UserDirectory, 'listAuthors'>;
}

/** Who may use the tool: a moderator or an admin. */
const isModerator = (role: ModerationRole | null) => role === 'moderator' || role === 'admin';

/** What a role change did, for the command line to print. */
export interface RoleChange {
  userId: number;
  before: ModerationRole | null;
  after: ModerationRole | null;
}

/**
 * Moderation (issue 28): the queue of reported people, its actions and the audit log, for moderators only —
 * to anyone else the tool does not exist (404). The role is read fresh on every call, so a revocation from
 * the command line applies at once on every process.
 */
export function createModerationService({ db, transactions, roles, graph, directory }: ModerationServiceDeps) {
  const repository = createModerationRepository(db);

  const people = async (ids: readonly number[]) => directory.listAuthors(ids);
  const cardOf = (map: Map<number, Author>, id: number): Author | null => map.get(id) ?? null;

  async function setRole(email: string, role: ModerationRole | null, actorId: number | null): Promise<RoleChange> {
    const person = await roles.findByEmail(email);
    if (!person) throw notFound();
    if (person.role === role) return { userId: person.id, before: role, after: role };
    await transactions.run(async (tx) => {
      await roles.setRole(tx, person.id, role);
      await createModerationRepository(tx.db).append({
        actorId,
        action: role ? 'role.granted' : 'role.revoked',
        subjectId: person.id,
        detail: { before: person.role, after: role },
      });
    });
    return { userId: person.id, before: person.role, after: role };
  }

  async function assertAdmin(viewerId: number): Promise<void> {
    if ((await roles.roleOf(viewerId)) !== 'admin') throw notFound();
  }

  return {
    /** The viewer's role, or 404 without one: the first step of every moderation call, before its input is read. */
    async assertModerator(viewerId: number | null): Promise<ModerationRole> {
      const role = viewerId === null ? null : await roles.roleOf(viewerId);
      if (!role || !isModerator(role)) throw notFound();
      return role;
    },

    assertAdmin,

    /** PUT /api/moderation/moderators (admins): moderator or nothing; an admin is changed only from the command line. */
    async setModerator(actorId: number, email: string, moderator: boolean): Promise<RoleChange> {
      // The route asks first (before the body is read); the service holds the rule for any other caller.
      await assertAdmin(actorId);
      const person = await roles.findByEmail(email);
      if (!person) throw new AppError('moderation_account_unknown');
      if (person.role === 'admin') return { userId: person.id, before: 'admin', after: 'admin' };
      return setRole(email, moderator ? 'moderator' : null, actorId);
    },

    async cases(status: 'open' | 'closed'): Promise<CaseList> {
      const groups = groupCases(await graph.listReports(status));
      const cards = await people(
        groups.flatMap((group) => [group.targetId, ...group.reports.map((r) => r.reporterId)]),
      );
      const rows = groups.flatMap((group) => {
        const target = cardOf(cards, group.targetId);
        if (!target) return [];
        const reports = group.reports.flatMap((report) => {
          const reporter = cardOf(cards, report.reporterId);
          return reporter
            ? [{ id: report.id, reporter, description: report.description, createdAt: report.createdAt.toISOString() }]
            : [];
        });
        return [{ target, reports, reporters: group.reporters, lastReportedAt: group.lastReportedAt.toISOString() }];
      });
      return { rows, count: rows.length };
    },

    /** Closes a person's open reports without action; 404 when there is no open case. */
    async dismiss(actorId: number, targetId: number, note: string): Promise<{ dismissed: number }> {
      return transactions.run(async (tx) => {
        const dismissed = await graph.closeReports(tx, targetId, 'dismissed');
        if (dismissed === 0) throw notFound();
        await createModerationRepository(tx.db).append({
          actorId,
          action: 'case.dismissed',
          subjectId: targetId,
          note,
          detail: { reports: dismissed },
        });
        return { dismissed };
      });
    },

    async log(limit = 200): Promise<{ rows: ModerationLogEntry[] }> {
      const entries = await repository.listLog(limit);
      const cards = await people(
        entries.flatMap((e) => (e.actorId === null ? [e.subjectId] : [e.actorId, e.subjectId])),
      );
      return {
        rows: entries.map((entry) => ({
          id: entry.id,
          action: entry.action as ModerationLogEntry['action'],
          actor: entry.actorId === null ? null : cardOf(cards, entry.actorId),
          subject: cardOf(cards, entry.subjectId),
          note: entry.note,
          detail: entry.detail,
          createdAt: entry.createdAt.toISOString(),
        })),
      };
    },

    /** `npm run accounts -- grant-role <email> <role>` (actor null) and, later, an admin in the web. */
    grantRole: (email: string, role: ModerationRole, actorId: number | null = null) => setRole(email, role, actorId),
    revokeRole: (email: string, actorId: number | null = null) => setRole(email, null, actorId),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
