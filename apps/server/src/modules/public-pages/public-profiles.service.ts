import type { Lang } from '@vitrina/contract/constants';
import { publicProfilePath } from '@vitrina/contract/public-profiles';
import { DEFAULT_COVER_IMAGE, DEFAULT_PROFILE_IMAGE } from '@vitrina/contract/users';
import type { Db } from '../../db/client.ts';
import { createKept } from '../../platform/kept.ts';
import type { KeptRegistry } from '../../platform/kept-registry.ts';
import type { CategoriesService } from '../categories/categories.service.ts';
import { displayName } from '../profiles/author-card.ts';
import { profileLink } from '../profiles/profile-qr.ts';
import { createPublicPagesRepository } from './public-pages.repository.ts';
import { drawCard } from './public-profile-card.ts';
import type { PublicProfileView } from './public-profile-page.ts';
import { isShownPublicly, placeOf } from '../profiles/public-profile-rules.ts';
import type { PublicPagePorts } from './public-work-port.ts';
import { guestPagePaths, renderRobots, renderSitemap } from './sitemap.ts';
import { countryName } from '@vitrina/contract/country-names';

export interface PublicProfilesServiceDeps {
  db: Db;
  /** config.publicUrl: the absolute addresses of canonical links, og:image and the sitemap. */
  publicUrl: string;
  categories: Pick<CategoriesService, 'listWithSubscriptions'>;
  ports: PublicPagePorts;
  registry?: KeptRegistry;
}

/** One sitemap file holds 50,000 addresses; the guest pages take a few. */
const SITEMAP_PROFILES = 49_000;

/**
 * The public profiles (decision 0021): a talent's page for anyone with the link, its card image and the
 * sitemap. Every answer reads the setting again, so making a profile private takes all three away at once.
 */
export function createPublicProfilesService(deps: PublicProfilesServiceDeps) {
  const { db, publicUrl, categories, ports } = deps;
  const users = createPublicPagesRepository(db);
  // Drawing costs tens of milliseconds: a card is kept while what it shows is unchanged (the key holds it all).
  const cards = createKept<string, Buffer>({
    name: 'profile-card-images',
    bound: { entries: 200 },
    freshness: { immutable: true },
    registry: deps.registry,
  });

  async function findShown(profileUrl: string) {
    const person = await users.findPublicCandidate(profileUrl);
    return person && isShownPublicly(person) ? person : null;
  }

  async function facts(person: NonNullable<Awaited<ReturnType<typeof findShown>>>, lang: Lang) {
    const subscribed = await categories.listWithSubscriptions(person.id, lang);
    return {
      name: displayName(person),
      categories: subscribed.filter((category) => category.subscribed).map((category) => category.name),
      place: placeOf(person.ciudad, person.country ? countryName(person.country, lang) : ''),
    };
  }

  return {
    /** GET /p/{profile_url}: what the page shows, or null (not found, not public, not a talent, cancelled). */
    async findPage(
      profileUrl: string,
      lang: Lang,
      visitor?: { ip: string; userAgent: string | undefined },
    ): Promise<PublicProfileView | null> {
      const person = await findShown(profileUrl);
      if (!person) return null;
      if (visitor) ports.visited(person.id, visitor);
      const [{ name, categories: names, place }, work] = await Promise.all([
        facts(person, lang),
        ports.work(person.id),
      ]);
      const page = `${publicUrl}${publicProfilePath(person.profileUrl)}`;
      return {
        lang,
        name,
        profileUrl: person.profileUrl,
        profileImage: person.profileImage ?? DEFAULT_PROFILE_IMAGE,
        coverImage: person.coverImage ?? DEFAULT_COVER_IMAGE,
        categories: names,
        place,
        biography: person.biography,
        memberSince: person.createdAt,
        posts: work.posts,
        photos: work.photos,
        links: {
          page,
          // The language travels with the image: a crawler sends none, and the card names categories.
          card: `${page}/card.png?lang=${lang}`,
          profile: profileLink(publicUrl, person.profileUrl),
        },
      };
    },

    /** GET /p/{profile_url}/card.png: the 1200×630 preview, or null when the page is not there. */
    async findCard(profileUrl: string, lang: Lang): Promise<Buffer | null> {
      const person = await findShown(profileUrl);
      if (!person) return null;
      const shown = await facts(person, lang);
      const image = person.profileImage ?? DEFAULT_PROFILE_IMAGE;
      const key = JSON.stringify([person.id, image, shown]);
      return cards.load(key, async () => drawCard({ ...shown, photo: await ports.portrait(image) }));
    },

    /** GET /sitemap.xml: the guest pages and every public profile, absolute. */
    async sitemap(): Promise<string> {
      const profiles = await users.listPublicProfiles(SITEMAP_PROFILES);
      return renderSitemap([
        ...guestPagePaths.map((path) => ({ loc: `${publicUrl}${path === '/' ? '/' : path}` })),
        ...profiles.map((p) => ({ loc: `${publicUrl}${publicProfilePath(p.profileUrl)}`, lastmod: p.updatedAt })),
      ]);
    },

    robots: () => renderRobots(publicUrl),
  };
}

export type PublicProfilesService = ReturnType<typeof createPublicProfilesService>;
