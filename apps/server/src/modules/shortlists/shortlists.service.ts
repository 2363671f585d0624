import { MAX_SHORTLIST_ENTRIES, MAX_SHORTLISTS } from '@vitrina/contract/shortlists';
import type { ComparedTalent, Shortlist, ShortlistSummary } from '@vitrina/contract/shortlists';
import { DEFAULT_PROFILE_IMAGE } from '@vitrina/contract/users';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Viewer } from '../../sessions/session-plugin.ts';
import { visibleTo } from '../graph/visibility.ts';
import type { CardPhotosColumn } from '../profiles/card-photos-port.ts';
import type { Resizer } from '../media/resize.service.ts';
import { shortlistCopy } from './shortlist-copy.ts';
import { drawShortlistSheet, type SheetRow } from './shortlist-sheet.ts';
import { toTalentCard } from '../profiles/talent-card.ts';
import { categoryNamesOf, countryNameOf, toSummary } from './shortlists.mapper.ts';
import { createShortlistsRepository, type EntryRecord } from './shortlists.repository.ts';
import { exportFilename, linksOf, reorderPositions, sheetLang, toCsv } from './shortlists-rules.ts';
import type { TalentAttributesPort } from './talent-attributes-port.ts';

export interface ShortlistsServiceDeps {
  db: Db;
  transactions: Transactions;
  /** The web app's address: each talent's profile link in the comparison and the exports. */
  publicUrl: string;
  cardPhotos: CardPhotosColumn;
  /** The photos' bytes, as /resize serves them (the PDF's portraits). */
  images: Pick<Resizer, 'read'>;
  attributes: TalentAttributesPort;
}

export interface ExportFile {
  bytes: Buffer | string;
  filename: string;
}

const PORTRAIT_SIZE = 'c184x184';

/** Agencies' shortlists: every call is the agency's own; a talent is refused, reading included. */
export function createShortlistsService(deps: ShortlistsServiceDeps) {
  const { db, transactions, publicUrl, cardPhotos, images, attributes } = deps;
  const repository = createShortlistsRepository(db, cardPhotos);
  const profileLink = (profileUrl: string) => `${publicUrl}/profile/${encodeURIComponent(profileUrl)}`;

  function assertAgency(viewer: Viewer): void {
    if (viewer.type !== 'agencia') throw new AppError('shortlists_agencies_only');
  }

  async function owned(viewer: Viewer, listId: number) {
    assertAgency(viewer);
    const list = await repository.findOwned(viewer.id, listId);
    if (!list) throw notFound();
    return list;
  }

  async function summaryOf(viewer: Viewer, listId: number): Promise<ShortlistSummary> {
    const summary = await repository.summary(visibleTo(viewer.id), listId);
    if (!summary) throw notFound();
    return toSummary(summary);
  }

  /** The list's visible entries and, per talent, what the agency may see of them, in its language. */
  async function exportRows(viewer: Viewer, listId: number) {
    const list = await owned(viewer, listId);
    const agency = await repository.agencyOf(viewer.id);
    const lang = sheetLang(agency.lang);
    const entries = await repository.listEntries(visibleTo(viewer.id), listId);
    const ids = entries.map((entry) => entry.id);
    const [shown, linked] = await Promise.all([
      attributes.forViewer({ id: viewer.id, lang }, ids),
      repository.listTalents(visibleTo(viewer.id), ids),
    ]);
    const links = new Map(linked.map((talent) => [talent.id, linksOf(talent.links).map((link) => link.url)]));
    const rows = entries.map((entry: EntryRecord) => ({
      entry,
      name: `${entry.nombre} ${entry.apellido}`.trim(),
      city: entry.ciudad.trim(),
      country: countryNameOf(entry.country, lang),
      categories: categoryNamesOf(entry.categories, lang),
      attributes: (shown.get(entry.id) ?? []).map((attribute) => `${attribute.label}: ${attribute.value}`),
      profileLink: profileLink(entry.profileUrl),
      links: links.get(entry.id) ?? [],
    }));
    return { list, agency, lang, rows };
  }

  return {
    async list(viewer: Viewer, userId?: number): Promise<ShortlistSummary[]> {
      assertAgency(viewer);
      return (await repository.listSummaries(visibleTo(viewer.id), userId)).map(toSummary);
    },

    async create(viewer: Viewer, name: string): Promise<ShortlistSummary> {
      assertAgency(viewer);
      const list = await transactions.run(async (tx) => {
        const lists = createShortlistsRepository(tx.db, cardPhotos);
        await lists.lockAgency(viewer.id);
        if ((await lists.countLists(viewer.id)) >= MAX_SHORTLISTS) throw new AppError('shortlists_limit');
        return lists.create(viewer.id, name);
      });
      return { id: list.id, name: list.name, count: 0, updatedAt: list.updatedAt.toISOString() };
    },

    async rename(viewer: Viewer, listId: number, name: string): Promise<ShortlistSummary> {
      await owned(viewer, listId);
      await repository.rename(listId, name);
      return summaryOf(viewer, listId);
    },

    async remove(viewer: Viewer, listId: number): Promise<void> {
      await owned(viewer, listId);
      await repository.remove(listId);
    },

    async show(viewer: Viewer, listId: number): Promise<Shortlist> {
      const list = await owned(viewer, listId);
      const entries = await repository.listEntries(visibleTo(viewer.id), listId);
      return {
        id: list.id,
        name: list.name,
        updatedAt: list.updatedAt.toISOString(),
        entries: entries.map((entry) => ({
          talent: toTalentCard(entry),
          note: entry.note,
          tags: entry.tags,
          addedAt: entry.addedAt.toISOString(),
        })),
      };
    },

    /** Adding twice changes nothing; a person hidden from the agency, or unknown, is 404; an agency is 400. */
    async add(viewer: Viewer, listId: number, userId: number): Promise<ShortlistSummary> {
      assertAgency(viewer);
      const seen = visibleTo(viewer.id);
      await transactions.run(async (tx) => {
        const lists = createShortlistsRepository(tx.db, cardPhotos);
        if (!(await lists.findOwned(viewer.id, listId, true))) throw notFound();
        const target = await lists.findTarget(seen, userId);
        if (!target) throw notFound();
        if (target.type !== 'talento') throw new AppError('shortlist_talents_only');
        if (await lists.findEntry(listId, userId)) return;
        if ((await lists.countEntries(listId)) >= MAX_SHORTLIST_ENTRIES) throw new AppError('shortlist_full');
        await lists.addEntry(listId, userId);
        await lists.touch(listId);
      });
      return summaryOf(viewer, listId);
    },

    async annotate(viewer: Viewer, listId: number, userId: number, change: { note?: string; tags?: string[] }) {
      await owned(viewer, listId);
      if (await visibleTo(viewer.id).hides(db, userId)) throw notFound();
      const tags = change.tags && [...new Set(change.tags)];
      const row = await repository.annotate(listId, userId, { ...change, ...(tags ? { tags } : {}) });
      if (!row) throw notFound();
      return row;
    },

    async drop(viewer: Viewer, listId: number, userId: number): Promise<void> {
      await owned(viewer, listId);
      // A hidden person's entry is kept and answered as missing, as on every other call naming her.
      if (await visibleTo(viewer.id).hides(db, userId)) throw notFound();
      if (!(await repository.removeEntry(listId, userId))) throw notFound();
    },

    async reorder(viewer: Viewer, listId: number, userIds: number[]): Promise<void> {
      assertAgency(viewer);
      await transactions.run(async (tx) => {
        const lists = createShortlistsRepository(tx.db, cardPhotos);
        if (!(await lists.findOwned(viewer.id, listId, true))) throw notFound();
        const positions = reorderPositions(userIds, await lists.positionsOf(listId, userIds));
        if (!positions) throw new AppError('shortlist_order');
        await lists.setPositions(listId, userIds, positions);
        await lists.touch(listId);
      });
    },

    /** In the order asked; hidden, unknown and non-talent ids are left out (as if never asked). */
    async compare(viewer: Viewer, ids: number[]): Promise<ComparedTalent[]> {
      assertAgency(viewer);
      const agency = await repository.agencyOf(viewer.id);
      const seen = visibleTo(viewer.id);
      const [talents, shown] = await Promise.all([
        repository.listTalents(seen, ids),
        attributes.forViewer({ id: viewer.id, lang: sheetLang(agency.lang) }, ids),
      ]);
      const byId = new Map(talents.map((talent) => [talent.id, talent]));
      return ids.flatMap((id) => {
        const talent = byId.get(id);
        if (!talent) return [];
        const links = [{ kind: 'profile', url: profileLink(talent.profileUrl) }, ...linksOf(talent.links)];
        return [{ talent: toTalentCard(talent), attributes: shown.get(id) ?? [], links }];
      });
    },

    async csv(viewer: Viewer, listId: number): Promise<ExportFile> {
      const { list, lang, rows } = await exportRows(viewer, listId);
      const lines = rows.map((row, index) => [
        String(index + 1),
        row.name,
        row.city,
        row.country,
        row.categories.join('; '),
        row.profileLink,
        row.links.join(' '),
        row.attributes.join('; '),
        row.entry.tags.join('; '),
        row.entry.note,
      ]);
      return { bytes: toCsv([[...shortlistCopy[lang].columns], ...lines]), filename: exportFilename(list.name, 'csv') };
    },

    async pdf(viewer: Viewer, listId: number): Promise<ExportFile> {
      const { list, agency, lang, rows } = await exportRows(viewer, listId);
      const photos = await Promise.all(
        rows.map(({ entry }) => {
          const own = entry.profileImage && entry.profileImage !== DEFAULT_PROFILE_IMAGE ? entry.profileImage : null;
          const name = own ?? entry.photos[0]?.filename;
          return name ? images.read(PORTRAIT_SIZE, name).catch(() => null) : Promise.resolve(null);
        }),
      );
      const sheetRows: SheetRow[] = rows.map((row, index) => ({
        name: row.name,
        place: [row.city, row.country].filter(Boolean).join(', '),
        categories: row.categories,
        attributes: row.attributes,
        profileLink: row.profileLink,
        links: row.links,
        tags: row.entry.tags,
        note: row.entry.note,
        photo: photos[index] ?? null,
      }));
      const bytes = await drawShortlistSheet({ lang, title: list.name, agency: agency.name, rows: sheetRows });
      return { bytes, filename: exportFilename(list.name, 'pdf') };
    },
  };
}

export type ShortlistsService = ReturnType<typeof createShortlistsService>;
