import type { Actor, World } from './actions.ts';
import { act } from './actions.ts';
import type { AppFleet } from './app-fleet.ts';
import { pickKind, ratesFor, thinkTimeMs } from './behaviour.ts';
import type { CrowdSource, Person } from './people.ts';

/** Conversations opened for a person none of the crowd follows, so they too have someone to write to. */
const OPENED_PER_LONER = 3;
const SETUP_BATCH = 50;

/**
 * Makes `people` actors: sessions for new ones (tokens issued by the app over IPC: logging thousands in through
 * Argon2 is not the behaviour under test), a live socket each, and someone to write to. A person writes to those
 * who follow them (decision 0007: never a request); one nobody in the crowd follows first hears from up to three
 * talents they follow (allowed the same way), which opens those conversations both ways (not counted).
 */
export async function assembleCrowd(
  world: World,
  source: CrowdSource,
  fleet: AppFleet,
  people: readonly Person[],
): Promise<{ opened: number; refused: number; withoutPartner: number }> {
  const fresh = people.filter((p) => !world.people.has(p.id));
  const tokens = await fleet.tokens(fresh.map((p) => p.id));
  fresh.forEach((person, i) =>
    world.people.set(person.id, {
      ...person,
      token: tokens[i]!,
      partners: [],
      followers: [],
      cursors: { followed: null, global: null },
      seen: [],
    }),
  );
  const links = await source.links(people);
  const openings: Array<{ from: Actor; to: Actor }> = [];
  for (const person of people) {
    const actor = world.people.get(person.id)!;
    actor.followers = links.followers.get(person.id) ?? [];
    actor.partners = [...actor.followers];
    if (actor.partners.length > 0) continue;
    const followed = (links.following.get(person.id) ?? []).slice(0, OPENED_PER_LONER);
    for (const id of followed) openings.push({ from: world.people.get(id)!, to: actor });
    actor.partners = followed;
  }
  let refused = 0;
  for (let i = 0; i < openings.length; i += SETUP_BATCH) {
    const answers = await Promise.all(
      openings.slice(i, i + SETUP_BATCH).map(({ from, to }) =>
        world.http.call(null, 'opening message', {
          method: 'POST',
          path: '/api/messages',
          token: from.token,
          json: { message: 'Hola, ¿hablamos?', receiverId: to.id },
        }),
      ),
    );
    // A refused opening (a request of an earlier run on this network still pending) leaves the pair unable to
    // write: neither is the other's partner.
    answers.forEach((answer, j) => {
      if (answer.ok) return;
      refused += 1;
      const { from, to } = openings[i + j]!;
      to.partners = to.partners.filter((id) => id !== from.id);
      from.partners = from.partners.filter((id) => id !== to.id);
    });
  }
  await world.live.connect(people.map((p) => world.people.get(p.id)!));
  return {
    opened: openings.length,
    refused,
    withoutPartner: people.filter((p) => !world.people.get(p.id)!.partners.length).length,
  };
}

/**
 * Open-loop arrivals: each person acts after an exponential think time at the sum of their rates, whether or not
 * their earlier actions have been answered (a slow app does not slow the crowd down, as real people would not).
 */
export function startArrivals(world: World, actors: readonly Actor[]) {
  const timers = new Set<NodeJS.Timeout>();
  let running = true;
  let inFlight = 0;
  let started = 0;
  for (const actor of actors) {
    const { kinds, total } = ratesFor(actor.type);
    const schedule = () => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!running) return;
        started += 1;
        inFlight += 1;
        act(world, actor, pickKind(kinds, total))
          .catch((error: unknown) => console.error(`   an action failed in the generator: ${String(error)}`))
          .finally(() => (inFlight -= 1));
        schedule();
      }, thinkTimeMs(total));
      timers.add(timer);
    };
    schedule();
  }
  return {
    /** Actions started so far, and those not finished. */
    counts: () => ({ started, inFlight }),
    stop(): void {
      running = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type Arrivals = ReturnType<typeof startArrivals>;
