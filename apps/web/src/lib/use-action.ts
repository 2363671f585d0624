import { useCallback, useRef, useState } from 'react';

interface ActionState<V, R> {
  isPending: boolean;
  isSuccess: boolean;
  data: R | undefined;
  error: Error | null;
  variables: V | undefined;
}

const idle = { isPending: false, isSuccess: false, data: undefined, error: null, variables: undefined };

/**
 * One call a form makes (log in, sign up, ask for a link…) and its state: the part of TanStack Query's
 * useMutation the visitors' pages use, so they do not load that library (decision 0012). `run` is a
 * module's function (stable); a later call replaces an earlier one's state.
 */
export function useAction<V, R>(run: (variables: V) => Promise<R>) {
  const [state, setState] = useState<ActionState<V, R>>(idle);
  const latest = useRef(0);

  const mutateAsync = useCallback(
    async (variables: V): Promise<R> => {
      const id = ++latest.current;
      setState({ ...idle, isPending: true, variables });
      try {
        const data = await run(variables);
        if (id === latest.current) setState({ ...idle, isSuccess: true, data, variables });
        return data;
      } catch (error) {
        if (id === latest.current) setState({ ...idle, error: error as Error, variables });
        throw error;
      }
    },
    [run],
  );

  const mutate = useCallback(
    (variables: V, options?: { onSettled?: () => void }) => {
      void mutateAsync(variables)
        .catch(() => undefined)
        .finally(() => options?.onSettled?.());
    },
    [mutateAsync],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    setState(idle);
  }, []);

  return { ...state, mutate, mutateAsync, reset };
}
