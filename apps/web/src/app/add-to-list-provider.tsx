import { lazy, Suspense, type ReactNode } from 'react';
import { AddToListContext, type AddToListProps } from '@/lib/add-to-list-context.tsx';
import { useSelf } from '@/lib/session-context.ts';

// Its own small chunk, fetched by the first card an agency sees: the layout (and the feed's budget) carry none of it.
const AddToListButton = lazy(() =>
  import('@/features/shortlists/add-to-list-button.tsx').then((module) => ({ default: module.AddToListButton })),
);

const renderControl = (props: AddToListProps) => (
  <Suspense fallback={null}>
    <AddToListButton {...props} />
  </Suspense>
);

/** Agencies get the "Save to a list" control on talents' cards and profiles; everyone else nothing. */
export function AddToListProvider({ children }: { children: ReactNode }) {
  const self = useSelf();
  const control = self?.user.type === 'agencia' ? renderControl : null;
  return <AddToListContext.Provider value={control}>{children}</AddToListContext.Provider>;
}
