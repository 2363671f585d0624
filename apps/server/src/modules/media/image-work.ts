// sharp shares libuv's thread pool with session checks, password hashing and files: at most `workers` images
// at once, `perPerson` of one person's, people in turn (lowest round first) (decision 0003).
export interface ImageWorkOptions {
  /** Images processed at once in this process. */
  workers: number;
  /** Images of one person processed at once; their others wait their turn. */
  perPerson: number;
  /** The error queued work is refused with when the queue closes (the app is stopping). */
  refusal: () => Error;
}

export interface ImageWorkStats {
  /** Jobs waiting for a worker. */
  queued: number;
  /** Jobs being processed. */
  active: number;
}

interface Job {
  personId: number;
  /** How many of the person's images were already queued or running when this one came: its turn. */
  round: number;
  run: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export function createImageWork(options: ImageWorkOptions) {
  if (!(options.workers >= 1) || !(options.perPerson >= 1)) throw new Error('image work needs at least one worker');
  /** Waiting jobs in arrival order. */
  const waiting: Job[] = [];
  /** Per person: images queued or running (`held`), and running (`active`). */
  const people = new Map<number, { held: number; active: number }>();
  let active = 0;
  let isClosed = false;
  let drained: (() => void) | null = null;
  let closing: Promise<void> | null = null;

  /** The next job to start: the lowest round among people under their share; the earliest on a tie. */
  function nextJob(): number {
    let best = -1;
    for (let i = 0; i < waiting.length; i++) {
      const job = waiting[i]!;
      if (people.get(job.personId)!.active >= options.perPerson) continue;
      if (best < 0 || job.round < waiting[best]!.round) best = i;
    }
    return best;
  }

  function pump(): void {
    while (active < options.workers) {
      const index = nextJob();
      if (index < 0) return;
      const [job] = waiting.splice(index, 1);
      const person = people.get(job!.personId)!;
      active += 1;
      person.active += 1;
      void Promise.resolve()
        .then(job!.run)
        .then(job!.resolve, job!.reject)
        .finally(() => {
          active -= 1;
          person.active -= 1;
          release(job!.personId);
          pump();
          if (active === 0) drained?.();
        });
    }
  }

  function release(personId: number): void {
    const person = people.get(personId)!;
    person.held -= 1;
    if (person.held === 0) people.delete(personId);
  }

  return {
    /** Runs `task` for `personId` when a worker and the person's share allow; refused once closed. */
    run<T>(personId: number, task: () => Promise<T>): Promise<T> {
      if (isClosed) return Promise.reject(options.refusal());
      return new Promise<T>((resolve, reject) => {
        let person = people.get(personId);
        if (!person) {
          person = { held: 0, active: 0 };
          people.set(personId, person);
        }
        waiting.push({ personId, round: person.held, run: task, resolve: resolve as (value: unknown) => void, reject });
        person.held += 1;
        pump();
      });
    },

    /** How much waits and how much runs (for the metrics). */
    stats(): ImageWorkStats {
      return { queued: waiting.length, active };
    },

    /** Refuses queued and new work; settles when the images being processed are done. */
    close(): Promise<void> {
      isClosed = true;
      for (const job of waiting.splice(0)) {
        release(job.personId);
        job.reject(options.refusal());
      }
      closing ??= active === 0 ? Promise.resolve() : new Promise<void>((resolve) => (drained = resolve));
      return closing;
    },
  };
}

export type ImageWork = ReturnType<typeof createImageWork>;
