import {
  AGENCIES_SHOWN,
  TOP_POSTS,
  viewSources,
  type AudienceCounts,
  type InsightDay,
  type Insights,
  type LookingAgency,
  type RecordViewRequest,
} from '@vitrina/contract/insights';
import { DEFAULT_PROFILE_IMAGE } from '@vitrina/contract/users';
import { visibleTo } from '../graph/visibility.ts';
import { displayName } from '../profiles/author-card.ts';
import { isCrawler, periodDays, utcDay, visitorKey } from './insight-rules.ts';
import type { InsightsRepository } from './insights.repository.ts';
import type { ViewCountsRepository } from './view-counts.repository.ts';
import type { ViewCounter } from './view-counter.ts';

/** A post's first words on the dashboard. */
const EXCERPT = 140;

const zeros = (): AudienceCounts => ({ agency: 0, talent: 0, visitor: 0 });
const isAudience = (value: string): value is keyof AudienceCounts =>
  value === 'agency' || value === 'talent' || value === 'visitor';

export interface InsightsServiceDeps {
  repository: InsightsRepository;
  counts: Pick<ViewCountsRepository, 'followerChanged'>;
  counter: ViewCounter;
  /** The server's secret: the visitors' daily salt is derived from it. */
  secret: string;
  /** A follower gained or lost makes a weekly digest due this long after. */
  digestIntervalMs: number;
  now?: () => Date;
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT ? flat : `${flat.slice(0, EXCERPT - 1).trimEnd()}…`;
}

export function createInsightsService(deps: InsightsServiceDeps) {
  const { repository, counter, secret, now = () => new Date() } = deps;
  return {
    /** A logged-in person looked at something (the web's beacon); counted in the next batch. */
    viewed(viewerId: number, view: RecordViewRequest): void {
      counter.add({
        viewerId,
        visitorKey: null,
        kind: view.kind,
        profileUrl: view.kind === 'profile' ? view.profile_url : null,
        postId: view.kind === 'profile' ? null : Number(view.postId),
        ownerId: null,
        source: view.source,
        day: utcDay(now()),
      });
    },

    /** A logged-out visitor opened a public profile; crawlers and link previews are not counted. */
    visited(ownerId: number, visitor: { ip: string; userAgent: string | undefined }): void {
      if (isCrawler(visitor.userAgent)) return;
      const day = utcDay(now());
      counter.add({
        viewerId: null,
        visitorKey: visitorKey(secret, day, visitor.ip),
        kind: 'profile',
        profileUrl: null,
        postId: null,
        ownerId,
        source: 'link',
        day,
      });
    },

    /** The owner's figures for the last `days` days (daily totals only: never who, but for open agencies). */
    async dashboard(ownerId: number, days: number): Promise<Insights> {
      const today = now();
      const period = periodDays(days, today);
      const before = periodDays(days * 2, today).slice(0, days);
      const [from, to] = [period[0]!, period[period.length - 1]!];
      const [views, followers, previous, posts, agencies, privateAgencies] = await Promise.all([
        repository.viewTotals(ownerId, from, to),
        repository.followerTotals(ownerId, from, to),
        repository.profileViewsBetween(ownerId, before[0]!, before[before.length - 1]!),
        repository.topPosts(ownerId, from, TOP_POSTS),
        repository.agencies(visibleTo(ownerId), from, AGENCIES_SHOWN),
        repository.privateAgencies(visibleTo(ownerId), from),
      ]);

      const daily = new Map<string, InsightDay>(
        period.map((day) => [
          day,
          { day, profileViews: zeros(), postViews: 0, photoViews: 0, followersGained: 0, followersLost: 0 },
        ]),
      );
      const bySource = new Map<string, number>();
      for (const row of views) {
        const entry = daily.get(row.day);
        if (!entry) continue;
        const count = Number(row.views);
        if (row.kind === 'profile' && isAudience(row.audience)) {
          entry.profileViews[row.audience] += count;
          bySource.set(row.source, (bySource.get(row.source) ?? 0) + count);
        } else if (row.kind === 'post') entry.postViews += count;
        else if (row.kind === 'photo') entry.photoViews += count;
      }
      for (const row of followers) {
        const entry = daily.get(row.day);
        if (!entry) continue;
        entry.followersGained += Number(row.gained);
        entry.followersLost += Number(row.lost);
      }

      const list = [...daily.values()];
      const sum = (pick: (day: InsightDay) => number) => list.reduce((total, day) => total + pick(day), 0);
      return {
        days,
        from,
        to,
        daily: list,
        totals: {
          profileViews: {
            agency: sum((day) => day.profileViews.agency),
            talent: sum((day) => day.profileViews.talent),
            visitor: sum((day) => day.profileViews.visitor),
          },
          previousProfileViews: previous,
          postViews: sum((day) => day.postViews),
          photoViews: sum((day) => day.photoViews),
          followersGained: sum((day) => day.followersGained),
          followersLost: sum((day) => day.followersLost),
        },
        sources: viewSources.map((source) => ({ source, views: bySource.get(source) ?? 0 })),
        topPosts: posts.map((post) => ({
          id: Number(post.id),
          text: excerpt(post.text),
          image: post.image ?? post.video_poster,
          views: Number(post.views),
          photoViews: Number(post.photo_views),
        })),
        agencies: agencies.map((agency): LookingAgency => ({
          name: displayName({ ...agency, agencyName: agency.agency_name }),
          profile_url: agency.profile_url,
          image: agency.profile_image ?? DEFAULT_PROFILE_IMAGE,
          country: agency.country,
          views: Number(agency.views),
          lastDay: agency.last_day,
        })),
        privateAgencies: privateAgencies.map((group) => ({ country: group.country, agencies: Number(group.agencies) })),
      };
    },

    /** A follower gained or lost (the graph's events). */
    async followerChanged(ownerId: number, change: 'gained' | 'lost'): Promise<void> {
      await deps.counts.followerChanged(ownerId, utcDay(now()), change, deps.digestIntervalMs);
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
