import type { CaseDetail, CaseList, ModerationLogEntry, ModerationRole } from '@vitrina/contract/moderation';
import type { ReportCategory } from '@vitrina/contract/moderation-limits';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { UserRoles } from '../accounts/user-roles.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { caseOfEntry, toCaseSummary, toCopy, toLogEntry } from './moderation.mapper.ts';
import { createModerationRepository } from './moderation.repository.ts';
import { compareCases, mostSevere } from './report-rules.ts';
import { createReportsRepository } from './reports.repository.ts';

export interface ModerationServiceDeps {
  db: Db;
  transactions: Transactions;
  roles: UserRoles;
  directory: Pick<UserDirectory, 'listAuthors'>;
  factors: { hasFactor(userId: number): Promise<boolean> };
}

/** Who may use the tool: a moderator or an admin. */
const isModerator = (role: ModerationRole | null) => role === 'moderator' || role === 'admin';

/** What a role change did, for the command line to print. */
export interface RoleChange {
  userId: number;
  before: ModerationRole | null;
  after: ModerationRole | null;
}

/** Moderation for moderators only (404 to others); the role is read on every call, so revocations apply at once. */
export function createModerationService({ db, transactions, roles, directory, factors }: ModerationServiceDeps) {
  const repository = createModerationRepository(db);
  const reports = createReportsRepository(db);

  const people = async (ids: ReadonlyArray<number | null>) =>
    directory.listAuthors(ids.filter((id): id is number => id !== null));

  async function setRole(email: string, role: ModerationRole | null, actorId: number | null): Promise<RoleChange> {
    const person = await roles.findByEmail(email);
    if (!person) throw notFound();
    if (person.role === role) return { userId: person.id, before: role, after: role };
    if (role && !(await factors.hasFactor(person.id))) throw new AppError('role_needs_factor');
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

  /** A role holder without a second factor is treated as having no role until they add one (decision 0052). */
  async function roleOf(viewerId: number | null): Promise<ModerationRole | null> {
    const role = viewerId === null ? null : await roles.roleOf(viewerId);
    return role && (await factors.hasFactor(viewerId!)) ? role : null;
  }

  async function assertAdmin(viewerId: number): Promise<void> {
    if ((await roleOf(viewerId)) !== 'admin') throw notFound();
  }

  return {
    /** The viewer's role, or 404 without one: the first step of every moderation call, before its input is read. */
    async assertModerator(viewerId: number | null): Promise<ModerationRole> {
      const role = await roleOf(viewerId);
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

    /** The queue: cases by severity, then number of reporters, then the most recent report. */
    async cases(status: 'open' | 'closed', category?: ReportCategory): Promise<CaseList> {
      const records = (await reports.listCases(status, category))
        .map((record) => ({ ...record, category: mostSevere(record.categories) }))
        .sort(compareCases);
      const cards = await people(records.map((record) => record.subjectId));
      const rows = records.map((record) => toCaseSummary(record, cards));
      return { rows, count: rows.length };
    },

    /** One case: its reports with their copies, what was done about it, and the person's earlier cases. */
    async getCase(id: number): Promise<CaseDetail> {
      const record = await reports.findCase(id);
      if (!record) throw notFound();
      const [rows, history, log] = await Promise.all([
        reports.listReports(id),
        reports.listCasesOf(record.subjectId, id),
        repository.listLogOf([record.subjectId]),
      ]);
      const copies = await reports.listCopies(rows.map((row) => row.id));
      const cards = await people([
        record.subjectId,
        ...rows.map((row) => row.reporterId),
        ...copies.map((copy) => copy.authorId),
        ...history.map((earlier) => earlier.subjectId),
        ...log.flatMap((entry) => [entry.actorId, entry.subjectId]),
      ]);
      const actionsOf = (caseId: number) =>
        log.filter((entry) => caseOfEntry(entry) === caseId).map((entry) => toLogEntry(entry, cards));
      return {
        ...toCaseSummary(record, cards),
        reports: rows.flatMap((row) => {
          const reporter = cards.get(row.reporterId);
          if (!reporter) return [];
          return [
            {
              id: row.id,
              reporter,
              category: row.category as ReportCategory,
              description: row.description,
              createdAt: row.createdAt.toISOString(),
              copies: copies.filter((copy) => copy.reportId === row.id).map((copy) => toCopy(copy, cards)),
            },
          ];
        }),
        actions: actionsOf(id),
        history: history.map((earlier) => ({ ...toCaseSummary(earlier, cards), actions: actionsOf(earlier.id) })),
      };
    },

    async log(limit = 200): Promise<{ rows: ModerationLogEntry[] }> {
      const entries = await repository.listLog(limit);
      const cards = await people(entries.flatMap((e) => [e.actorId, e.subjectId]));
      return { rows: entries.map((entry) => toLogEntry(entry, cards)) };
    },

    /** `npm run accounts -- grant-role <email> <role>` (actor null) and, later, an admin in the web. */
    grantRole: (email: string, role: ModerationRole, actorId: number | null = null) => setRole(email, role, actorId),
    revokeRole: (email: string, actorId: number | null = null) => setRole(email, null, actorId),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
