/** `page=N[&q=words]` of the people lists (the search is the server's: accent- and case-insensitive). */
export function peopleQuery(page: number, q = ''): { page: number; q?: string } {
  const words = q.trim();
  return words ? { page, q: words } : { page };
}
