import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a lazy dialog from the first time it is opened on, and keeps it mounted after that: its code
 * loads on the click that opens it, not with the page, and it then closes (focus return included) as before.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
