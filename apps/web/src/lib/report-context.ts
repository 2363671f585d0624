import { createContext, useContext } from 'react';
import type { ReportCategory } from '@vitrina/contract/moderation-limits';
import type { ReportAttachment, ReportTarget } from '@vitrina/contract/reports';

/** What a report entry asks for: the item, whose it is, and what may be attached as evidence. */
export interface ReportRequest {
  target: ReportTarget;
  /** Whose it is (the dialog's title). */
  name: string;
  /** The category the dialog starts at (`other` when absent). */
  initialCategory?: ReportCategory;
  /** Posts or messages offered as evidence, with the text the reporter recognises them by. */
  candidates?: (ReportAttachment & { text: string })[];
  /** Where focus goes when the dialog closes: the opener (a menu item) is gone by then. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * Opens the graph feature's report dialog on a post, a comment or a message from the features that
 * show them, which cannot import it: app/ provides the opener to logged-in pages; null elsewhere (no entry).
 */
export const ReportContext = createContext<((request: ReportRequest) => void) | null>(null);

export function useOpenReport(): ((request: ReportRequest) => void) | null {
  return useContext(ReportContext);
}
