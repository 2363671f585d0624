import type { FollowResponse, PersonPage, PopupResponse, ProfileResponse } from '@vitrina/contract/graph';
import type { Lang } from '@vitrina/contract/constants';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { CategoriesService } from '../categories/categories.service.ts';
import type { GraphService } from '../graph/graph.service.ts';
import type { CardPhotosColumn } from './card-photos-port.ts';
import { followEdges } from '../graph/network.ts';
import { visibleTo } from '../graph/visibility.ts';
import type { Viewer } from '../../sessions/session-plugin.ts';
import { createPeopleRepository } from './people.repository.ts';
import { shareLink } from './profile-qr.ts';
import { toPersonCard, toPopup, toProfileLinks, toProfileUser } from './profiles.mapper.ts';
import { canBeFollowed, canBlock, hasFollowedTalentsList } from './profiles-rules.ts';
import { createProfilesRepository } from './profiles.repository.ts';
import { isShownPublicly } from './public-profile-rules.ts';

export type { Viewer };

export interface ProfilesServiceDeps {
  db: Db;
  transactions: Transactions;
  /** The web app's address (config.publicUrl): a shared profile link points there. */
  publicUrl: string;
  categories: Pick<CategoriesService, 'marked'>;
  graph: GraphService;
  /** The posts module's photos column: a talent's card in the people lists shows their newest photos. */
  cardPhotos: CardPhotosColumn;
}

/** People as others see them; every read or write aimed at a person goes through visibility: across a block, 404. */
export function createProfilesService({
  db,
  transactions,
  publicUrl,
  categories,
  graph,
  cardPhotos,
}: ProfilesServiceDeps) {
  const users = createProfilesRepository(db);
  const people = createPeopleRepository(db, cardPhotos);

  /** Someone the viewer may see, by id (404 when missing or across a block). */
  async function visibleUser(viewer: Viewer, id: number) {
    const user = await users.findById(id);
    if (!user || !user.isVerified || (await visibleTo(viewer.id).hides(db, id))) throw notFound();
    return user;
  }

  async function visibleByUrl(viewer: Viewer, profileUrl: string) {
    const user = await users.findByProfileUrl(profileUrl);
    if (!user) throw notFound();
    return visibleUser(viewer, user.id);
  }

  /** A person's page the viewer may see (404 when missing, unconfirmed or hidden), in one statement. */
  async function visiblePage(viewer: Viewer, person: { profileUrl: string } | { id: number }) {
    const page = await users.findPage(viewer.id, person);
    if (!page || !page.user.isVerified || !page.visible) throw notFound();
    return page;
  }

  async function listOf(viewer: Viewer, kind: 'followers' | 'following', ownerId: number, q: string, page: number) {
    const { rows, count } = await people.listPeople(visibleTo(viewer.id), followEdges(kind, ownerId), q, page);
    return { rows: rows.map((row) => toPersonCard(row, viewer)), count };
  }

  return {
    /** GET /api/users/{profile_url}/profile: a talent's page (agencies have the pop-up). */
    async getProfile(viewer: Viewer, profileUrl: string, lang: Lang): Promise<ProfileResponse> {
      const { user, profile, following, categories: subscribed } = await visiblePage(viewer, { profileUrl });
      if (user.type !== 'talento') throw notFound();
      const hasPublicPage = isShownPublicly({ ...user, publicProfile: profile?.publicProfile ?? false });
      return {
        user: toProfileUser(user, viewer, following, hasPublicPage),
        profile: toProfileLinks(profile),
        categories: await categories.marked(subscribed, lang),
      };
    },

    /** GET /api/users/{profile_url}/qr/{format}: a visible talent's address for its QR code (its public page if on). */
    async shareLink(viewer: Viewer, profileUrl: string): Promise<string> {
      const { user, profile } = await visiblePage(viewer, { profileUrl });
      if (user.type !== 'talento') throw notFound();
      return shareLink(
        publicUrl,
        user.profileUrl,
        isShownPublicly({ ...user, publicProfile: profile?.publicProfile ?? false }),
      );
    },

    /** GET /api/users/{id}/{type}: the pop-up card (agencies; a talent's works too). */
    async getPopup(viewer: Viewer, id: number, type: 'talento' | 'agencia'): Promise<PopupResponse> {
      const { user, profile, following } = await visiblePage(viewer, { id });
      if (user.type !== type) throw notFound();
      return toPopup(user, profile, viewer, following);
    },

    /** POST /api/users/follow: only talents, never myself; following twice changes nothing. */
    async follow(viewer: Viewer, id: number): Promise<FollowResponse> {
      if (id === viewer.id) throw new AppError('follow_self');
      const target = await visibleUser(viewer, id);
      if (!canBeFollowed(target)) throw new AppError('follow_talents_only');
      await transactions.run(async (tx) => {
        await visibleTo(viewer.id).assertSees(tx.db, id);
        await graph.follow(tx, viewer.id, id);
      });
      return { following: true, followersCount: await people.followersCount(id) };
    },

    /** POST /api/users/unfollow: unfollowing twice changes nothing. */
    async unfollow(viewer: Viewer, id: number): Promise<FollowResponse> {
      await visibleUser(viewer, id);
      await transactions.run((tx) => graph.unfollow(tx, viewer.id, id));
      return { following: false, followersCount: await people.followersCount(id) };
    },

    /** GET /api/users/{profile_url}/followers */
    async followers(viewer: Viewer, profileUrl: string, q: string, page: number): Promise<PersonPage> {
      return listOf(viewer, 'followers', (await visibleByUrl(viewer, profileUrl)).id, q, page);
    },

    /** GET /api/users/{profile_url}/following */
    async following(viewer: Viewer, profileUrl: string, q: string, page: number): Promise<PersonPage> {
      return listOf(viewer, 'following', (await visibleByUrl(viewer, profileUrl)).id, q, page);
    },

    /** GET /api/users/agencia/following: the talents I follow, most recent first (agencies only). */
    async agencyFollowing(viewer: Viewer, page: number): Promise<PersonPage> {
      if (!hasFollowedTalentsList(viewer)) throw new AppError('agencies_only');
      return listOf(viewer, 'following', viewer.id, '', page);
    },

    /** POST /api/users/block: final and total; by the spec's rule (a talent blocks a talent). */
    async block(viewer: Viewer, userId: number): Promise<{ blocked: true }> {
      if (userId === viewer.id) throw new AppError('block_self');
      if (await graph.hasBlocked(viewer.id, userId)) throw new AppError('already_blocked');
      const target = await visibleUser(viewer, userId);
      if (!canBlock(viewer, target)) throw new AppError('block_not_allowed');
      const added = await transactions.run((tx) => graph.block(tx, viewer.id, userId));
      if (!added) throw new AppError('already_blocked');
      return { blocked: true };
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
