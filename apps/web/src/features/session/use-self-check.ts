import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { SelfResponse } from '@vitrina/contract/users';
import { ApiError } from '@/lib/api-client.ts';
import { getSelf } from './get-self.ts';

/** Pauses between checks of a session the server did not answer for: 1 s, doubling, at most 30 s. */
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/** Only the server's 401 says a session is over; anything else (503, no connection) may pass. */
export const endsSession = (error: unknown) => error instanceof ApiError && error.status === 401;

interface CheckState {
  token: string | null;
  /** The server answered (its answer may be empty). */
  answered: boolean;
  data?: SelfResponse;
  /** A 401: the session is over. */
  ended: boolean;
  failures: number;
  /** No connection: the next check waits for one. */
  paused: boolean;
}

const fresh = (token: string | null): CheckState => ({
  token,
  answered: false,
  ended: false,
  failures: 0,
  paused: false,
});

/**
 * The check of a session token (GET /users/self), repeated with growing pauses while the server does not
 * answer and when the connection comes back, never after a 401. A few lines instead of TanStack Query, which
 * only the logged-in screens load (decision 0012). `store` records a user loaded elsewhere (a log-in).
 */
export function useSelfCheck(token: string | null) {
  const known = useRef(new Map<string, SelfResponse | undefined>());
  const [state, setState] = useState<CheckState>(() => fresh(token));
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!token) return;
    if (known.current.has(token)) {
      setState({ ...fresh(token), answered: true, data: known.current.get(token) });
      return;
    }
    setState(fresh(token));
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const online = () => {
      window.removeEventListener('online', online);
      run();
    };
    function run(): void {
      if (!navigator.onLine) {
        setState((current) => ({ ...current, paused: true }));
        window.addEventListener('online', online);
        return;
      }
      setState((current) => ({ ...current, paused: false }));
      getSelf(controller.signal).then(
        (data) => {
          if (controller.signal.aborted) return;
          known.current.set(token!, data);
          // A transition: the first render of the logged-in page it lets through yields to the browser.
          startTransition(() => setState({ ...fresh(token), answered: true, data }));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (endsSession(error)) return setState({ ...fresh(token), ended: true, failures: failures + 1 });
          const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** failures);
          failures += 1;
          setState({ ...fresh(token), failures });
          timer = setTimeout(run, delay);
        },
      );
    }
    run();
    return () => {
      controller.abort();
      clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [token, round]);

  const store = useCallback((next: string, data: SelfResponse | undefined) => {
    known.current.set(next, data);
    // The answer for the token about to be used: it shows at once, without a check or a loading state.
    setState({ ...fresh(next), answered: true, data });
  }, []);

  const forget = useCallback(() => known.current.clear(), []);

  const current = state.token === token ? state : fresh(token);
  return {
    data: current.data,
    isSuccess: current.answered,
    isError: current.ended,
    failureCount: current.failures,
    isPaused: current.paused,
    retryNow: () => setRound((count) => count + 1),
    store,
    forget,
  };
}
