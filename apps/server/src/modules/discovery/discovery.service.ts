import type { TalentCard, TalentPage } from '@vitrina/contract/discovery';
import { categories as allCategories, findCategoryBySlug } from '@vitrina/contract/category-data';
import { ALL_CATEGORIES_SLUG } from '@vitrina/contract/discovery';
import { SIMILAR_TALENTS } from '@vitrina/contract/discovery-limits';
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CategoriesService } from '../categories/categories.service.ts';
import type { CardPhotosColumn } from '../profiles/card-photos-port.ts';
import { visibleTo } from '../graph/visibility.ts';
import {
  createDiscoveryRepository,
  type TalentFilter,
  type TalentOrder,
  type TalentRecord,
} from './discovery.repository.ts';
import { toTalentCard } from '../profiles/talent-card.ts';
import type { KeptRegistry } from '../../platform/kept-registry.ts';
import { createSharedLists, type SharedListsOptions } from './shared-lists.ts';
import type { Viewer } from '../../sessions/session-plugin.ts';

export interface DiscoveryServiceDeps {
  db: Db;
  lists?: Db;
  shared?: SharedListsOptions;
  registry?: KeptRegistry;
  categories: Pick<CategoriesService, 'listSubscribedIds'>;
  /** The posts module's photos column: every card shows its talent's newest photos. */
  cardPhotos: CardPhotosColumn;
}

const ALL_IDS: readonly number[] = allCategories.map((c) => c.id);
const cards = (rows: TalentRecord[]): TalentCard[] => rows.map(toTalentCard);

/** Discovery lists; an agency sees the talents of the categories it scouts (decision 0006). */
export function createDiscoveryService(deps: DiscoveryServiceDeps) {
  const { db, lists, shared, categories, cardPhotos } = deps;
  const repository = createDiscoveryRepository(db, cardPhotos, lists);
  const sharedLists = createSharedLists(repository, shared ?? { ttlMs: 0, size: 0 }, deps.registry);

  /** A list's page: from the shared window when it holds the page, else read for the viewer alone. */
  async function listPage(viewer: Viewer, order: TalentOrder, filter: TalentFilter, page: number) {
    const seen = visibleTo(viewer.id);
    const { rows, count } =
      (await sharedLists.page(seen, viewer.type === 'agencia', order, filter, page)) ??
      (await repository.listTalents(seen, order, filter, page));
    return { rows: cards(rows), count };
  }

  /** An agency's featured and recent lists hold its categories' talents; it must have chosen some. */
  async function scopeOf(viewer: Viewer): Promise<readonly number[] | undefined> {
    if (viewer.type !== 'agencia') return undefined;
    const own = await categories.listSubscribedIds(viewer.id);
    if (!own.length) throw new AppError('categories_required');
    return own;
  }

  async function ranked(viewer: Viewer, order: TalentOrder, page: number): Promise<TalentPage> {
    return listPage(viewer, order, { categoryIds: await scopeOf(viewer) }, page);
  }

  return {
    /** GET users/destacados: most followed first. */
    featured: (viewer: Viewer, page: number) => ranked(viewer, 'followers', page),

    /** GET users/recientes: newest first. */
    recent: (viewer: Viewer, page: number) => ranked(viewer, 'recent', page),

    /** Up to ten talents: a talent's own categories, an agency's others; the same seed draws the same talents. */
    async similar(viewer: Viewer, seed: number | undefined): Promise<TalentCard[]> {
      const own = await categories.listSubscribedIds(viewer.id);
      let filter: TalentFilter;
      if (viewer.type === 'agencia') {
        const others = ALL_IDS.filter((id) => !own.includes(id));
        if (!others.length) return [];
        filter = { categoryIds: others, excludeCategoryIds: own };
      } else {
        filter = own.length ? { categoryIds: own } : {};
      }
      const rows = await repository.sampleTalents(
        visibleTo(viewer.id),
        filter,
        seed ?? randomInt(2 ** 31 - 1),
        SIMILAR_TALENTS,
      );
      return cards(rows);
    },

    /** GET categories/users/{slug}: a category's talents (every talent for `all`), most followed first. */
    async byCategory(viewer: Viewer, slug: string, country: string | undefined, page: number): Promise<TalentPage> {
      let categoryIds: readonly number[] | undefined;
      if (slug !== ALL_CATEGORIES_SLUG) {
        const category = findCategoryBySlug(slug);
        if (!category) throw notFound();
        categoryIds = [category.id];
      }
      return listPage(viewer, 'followers', { categoryIds, country }, page);
    },

    /** Talents to follow (never agencies: only talents are followed), own country first. */
    async suggestions(viewer: Viewer, limit: number): Promise<TalentCard[]> {
      const own = await categories.listSubscribedIds(viewer.id);
      const rows = await repository.suggestTalents(visibleTo(viewer.id), own.length ? { categoryIds: own } : {}, limit);
      return cards(rows);
    },

    /** GET users/search: talents by name, surname or profile URL, best matches first. */
    async search(viewer: Viewer, term: string, page: number): Promise<TalentPage> {
      return listPage(viewer, 'match', { term }, page);
    },
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
