import { randomBytes } from 'node:crypto';
import type { CompCardLink } from '@vitrina/contract/comp-card';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Viewer } from '../../sessions/session-plugin.ts';
import type { CategoriesService } from '../categories/categories.service.ts';
import { displayName } from '../profiles/author-card.ts';
import type { CardPhotosColumn } from '../profiles/card-photos-port.ts';
import { drawCompCard } from './comp-card-document.ts';
import type { CompCardImages } from './comp-card-port.ts';
import {
  canHaveCompCard,
  COMP_CARD_PHOTO_SIZE,
  COMP_CARD_PHOTOS,
  compCardFilename,
  compCardLang,
  placeLine,
} from './comp-card-rules.ts';
import { createCompCardRepository } from './comp-card.repository.ts';
import { qrImage, shareLink } from '../profiles/profile-qr.ts';
import { isShownPublicly } from '../profiles/public-profile-rules.ts';

export interface CompCardServiceDeps {
  db: Db;
  /** The web app's address (config.publicUrl): the card's QR code and its public link point there. */
  publicUrl: string;
  categories: Pick<CategoriesService, 'listWithSubscriptions'>;
  /** The posts module's photos column: the card shows the portfolio's photos first, as the cards do. */
  cardPhotos: CardPhotosColumn;
  /** The photos' bytes, as /resize serves them. */
  images: CompCardImages;
}

export interface CompCardFile {
  bytes: Buffer;
  filename: string;
}

/** A public link's token: 192 random bits, unguessable, URL-safe. */
const newToken = () => randomBytes(24).toString('base64url');

/**
 * The comp card: a talent's one-page PDF in their own language, drawn on each request (their name,
 * photos and categories change), and one public link to it that lives until they revoke it.
 */
export function createCompCardService({ db, publicUrl, categories, cardPhotos, images }: CompCardServiceDeps) {
  const rows = createCompCardRepository(db, cardPhotos);
  const linkOf = (token: string) => `${publicUrl}/api/comp-cards/${encodeURIComponent(token)}`;

  function assertTalent(viewer: Viewer): void {
    if (!canHaveCompCard(viewer)) throw new AppError('comp_card_talents_only');
  }

  async function draw(user: UserRow): Promise<CompCardFile> {
    const lang = compCardLang(user.langCode);
    const profile = await rows.findProfile(user.id);
    const link = shareLink(
      publicUrl,
      user.profileUrl,
      isShownPublicly({ ...user, publicProfile: profile?.publicProfile ?? false }),
    );
    const [subscribed, names, qr] = await Promise.all([
      categories.listWithSubscriptions(user.id, lang),
      rows.listPhotoNames(user.id, COMP_CARD_PHOTOS),
      qrImage(link, 'png'),
    ]);
    const photos = await Promise.all(names.map((name) => images.read(COMP_CARD_PHOTO_SIZE, name)));
    const bytes = await drawCompCard({
      lang,
      name: displayName(user),
      categories: subscribed.filter((category) => category.subscribed).map((category) => category.name),
      place: placeLine(user.ciudad, user.country, lang),
      link,
      qr: qr.body,
      photos: photos.filter((photo): photo is Buffer => photo !== null),
    });
    return { bytes, filename: compCardFilename(user.profileUrl) };
  }

  return {
    /** GET /api/users/me/comp-card */
    async ownCard(viewer: Viewer): Promise<CompCardFile> {
      assertTalent(viewer);
      const user = await rows.findById(viewer.id);
      if (!user) throw notFound();
      return draw(user);
    },

    /** GET /api/users/me/comp-card/link */
    async findLink(viewer: Viewer): Promise<CompCardLink> {
      assertTalent(viewer);
      const token = await rows.findToken(viewer.id);
      return { url: token ? linkOf(token) : null };
    },

    /** POST /api/users/me/comp-card/link: asking twice answers the same link. */
    async createLink(viewer: Viewer): Promise<{ url: string }> {
      assertTalent(viewer);
      return { url: linkOf(await rows.upsertToken(viewer.id, newToken())) };
    },

    /** DELETE /api/users/me/comp-card/link: the link answers 404 from now on; revoking twice changes nothing. */
    async revokeLink(viewer: Viewer): Promise<void> {
      assertTalent(viewer);
      await rows.deleteToken(viewer.id);
    },

    /** GET /api/comp-cards/{token}: 404 for an unknown or revoked link, and while the account is cancelled. */
    async publicCard(token: string): Promise<CompCardFile> {
      const ownerId = await rows.findOwnerByToken(token);
      const owner = ownerId === null ? null : await rows.findById(ownerId);
      if (!owner || owner.cancelledAt || owner.deletedAt || !owner.isVerified || !canHaveCompCard(owner))
        throw notFound();
      return draw(owner);
    },
  };
}

export type CompCardService = ReturnType<typeof createCompCardService>;
