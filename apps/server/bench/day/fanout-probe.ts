import { performance } from 'node:perf_hooks';
import type { PostPage } from '@vitrina/contract/posts';
import type { Http } from './http.ts';
import { histogram, recordMs } from './stats.ts';

/** Followers of a new post's author polled for it, how often and for how long. */
const FOLLOWERS_POLLED = 3;
const POLL_MS = 100;
const PATIENCE_MS = 10_000;
/** Posts watched at once at most; more are not probed (a probe's polls are load the crowd does not make). */
const MAX_WATCHED = 20;

/**
 * The fan-out lag of new posts: from the post's creation (its answer) until it is on page 1 of a follower's
 * followed feed, polled as a few online followers; the polls are not among the crowd's figures.
 */
export function createFanoutProbe(http: Http) {
  const lags = histogram();
  let counting = false;
  let watched = 0;
  let probes = 0;
  let missed = 0;
  let skipped = 0;

  async function watch(postId: number, createdAt: number, token: string): Promise<void> {
    const deadline = createdAt + PATIENCE_MS;
    while (performance.now() < deadline) {
      const page = await http.call<PostPage>(null, 'fan-out poll', { path: '/api/posts/feed?page=1', token });
      if (page.data?.posts.some((post) => post.id === postId)) {
        if (counting) recordMs(lags, performance.now() - createdAt);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    if (counting) missed += 1;
  }

  return {
    /** A post was created at `createdAt` (performance.now()); `followerTokens` are its author's online followers. */
    posted(postId: number, createdAt: number, followerTokens: readonly string[]): void {
      if (followerTokens.length === 0) return;
      if (watched >= MAX_WATCHED) {
        if (counting) skipped += 1;
        return;
      }
      watched += 1;
      if (counting) probes += 1;
      const chosen = [...followerTokens].sort(() => Math.random() - 0.5).slice(0, FOLLOWERS_POLLED);
      void Promise.all(chosen.map((token) => watch(postId, createdAt, token))).finally(() => (watched -= 1));
    },
    startCounting(): void {
      counting = true;
      lags.reset();
      probes = 0;
      missed = 0;
      skipped = 0;
    },
    /** Waits for the probes in flight (at most PATIENCE_MS). */
    async drain(): Promise<void> {
      const deadline = performance.now() + PATIENCE_MS + 1000;
      while (watched > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    },
    figures: () => ({ lags, probes, missed, skipped }),
  };
}

export type FanoutProbe = ReturnType<typeof createFanoutProbe>;
