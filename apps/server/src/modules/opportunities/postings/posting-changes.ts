import type { OpportunityChange } from '@vitrina/contract/opportunity-changes';

/** An opportunity as its form writes it: its columns and its roles (each with its id once stored). */
export interface PostingShape {
  title: string;
  kind: string;
  category: number;
  description: string;
  remote: boolean;
  country: string | null;
  city: string;
  deadline: Date;
  workStarts: string | null;
  workEnds: string | null;
  payKind: string;
  payMin: number | null;
  payMax: number | null;
  payCurrency: string | null;
  payAudience: string;
  roles: Array<{ id: number | null } & Record<string, unknown>>;
}

/** The columns each change names; `roles` is any role added, left out or changed. */
const parts: Record<Exclude<OpportunityChange, 'roles'>, ReadonlyArray<keyof PostingShape>> = {
  title: ['title'],
  kind: ['kind', 'category'],
  deadline: ['deadline'],
  work_dates: ['workStarts', 'workEnds'],
  pay: ['payKind', 'payMin', 'payMax', 'payCurrency', 'payAudience'],
  place: ['remote', 'country', 'city'],
  description: ['description'],
};

/** A value as text that ignores key order (a stored JSON column comes back with its keys reordered). */
function stable(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What an edit changes, in the order a notice names them (pure): nothing when it was saved as it was. */
export function changesOf(before: PostingShape, after: PostingShape): OpportunityChange[] {
  const changed: OpportunityChange[] = [];
  for (const [change, columns] of Object.entries(parts) as Array<[OpportunityChange, Array<keyof PostingShape>]>)
    if (columns.some((column) => stable(before[column]) !== stable(after[column]))) changed.push(change);
  if (stable(before.roles) !== stable(after.roles)) changed.push('roles');
  return changed;
}
