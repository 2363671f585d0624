import { useSearchParams } from 'react-router';

/** `?page=N` of a paginated screen (1 when absent or not a page number), and the address of another page. */
export function usePageParam(): { page: number; hrefOf: (page: number) => string } {
  const [params] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const hrefOf = (next: number) => {
    const query = new URLSearchParams(params);
    if (next <= 1) query.delete('page');
    else query.set('page', String(next));
    const text = query.toString();
    return text ? `?${text}` : '?';
  };
  return { page, hrefOf };
}
