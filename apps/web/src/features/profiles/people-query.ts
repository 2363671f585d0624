/** `?page=N[&q=words]` of the people lists (the search is the server's: accent- and case-insensitive). */
export function peopleQueryString(page: number, q = ''): string {
  const query = new URLSearchParams({ page: String(page) });
  const words = q.trim();
  if (words) query.set('q', words);
  return query.toString();
}
