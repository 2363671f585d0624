import { useSearchParams } from 'react-router';
import { usePageParam } from './use-page-param.ts';

/** ?page and ?q of a people list: a new search starts again on page 1. */
export function usePeopleParams() {
  const [params, setParams] = useSearchParams();
  const { page, hrefOf } = usePageParam();
  const q = params.get('q') ?? '';
  const onSearch = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('page');
        if (next) updated.set('q', next);
        else updated.delete('q');
        return updated;
      },
      { replace: true },
    );
  return { page, q, hrefOf, onSearch };
}
