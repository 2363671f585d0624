import { createContext, useContext, type ReactNode } from 'react';

export interface AddToListProps {
  talentId: number;
  name: string;
}

/**
 * The add-to-list control of agencies' shortlists: the shortlists feature owns it and the cards and
 * the profile only place it, so app/ provides its renderer for agencies; null elsewhere (nothing is drawn).
 */
export const AddToListContext = createContext<((props: AddToListProps) => ReactNode) | null>(null);

export function AddToListSlot(props: AddToListProps) {
  const render = useContext(AddToListContext);
  return render ? render(props) : null;
}
