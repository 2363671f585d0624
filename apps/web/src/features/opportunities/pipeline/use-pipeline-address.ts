import { useSearchParams } from 'react-router';
import { filings, type Filing } from '@vitrina/contract/opportunity-limits';

/** The address's query and a way to change it (a change goes back to the first page). */
export type PipelineAddress = [URLSearchParams, (edit: (next: URLSearchParams) => void) => void];

/** The plain address, for when the screen is not handed the search's own (app/ hands the scouting one). */
export function usePipelineAddress(): PipelineAddress {
  const [params, setParams] = useSearchParams();
  return [
    params,
    (edit) => {
      const next = new URLSearchParams(params);
      edit(next);
      next.delete('page');
      setParams(next, { replace: true });
    },
  ];
}

export const filingOf = (params: URLSearchParams): Filing => {
  const value = params.get('filing');
  return filings.find((filing) => filing === value) ?? 'unfiled';
};

export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address of another page of the same filing and filters. */
export function pageHref(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return `?${next.toString()}`;
}
