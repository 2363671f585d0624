import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Opportunity } from '@vitrina/contract/opportunities';
import { ApiError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { createOpportunity, publishOpportunity, updateOpportunity } from '../api/posting.ts';
import { postingKeys } from '../api/posting-keys.ts';
import { checkInput, serverErrors, type FormErrors } from './form-errors.ts';
import { inputOf, type OpportunityDraft } from './opportunity-draft.ts';

export type Intent = 'save' | 'publish';

/** What the list or the form says after a navigation: set in the router's state by a save that moved on. */
export interface PostingNotice {
  notice: 'saved' | 'published' | 'publishFailed';
  title: string;
  /** The code a publish failed with, after its draft was written. */
  code?: string;
}

/**
 * Saving the form: the contract's checks first (nothing is sent while a field is wrong), then a draft written
 * or changed, then published when asked. A new draft moves to its own address, so saving again changes it.
 */
export function usePostingSubmit(saved: Opportunity | null, onChanged: (written: Opportunity) => void) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState<unknown>(null);
  const [savedNow, setSavedNow] = useState(false);
  const [busy, setBusy] = useState<Intent | null>(null);
  /** Counts failed checks, so the form moves focus to its summary on each one. */
  const [attempt, setAttempt] = useState(0);

  async function submit(draft: OpportunityDraft, intent: Intent): Promise<void> {
    const input = inputOf(draft);
    const found = checkInput(input);
    setErrors(found);
    setProblem(null);
    setSavedNow(false);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(intent);
    let written: Opportunity | null = null;
    try {
      written = saved ? await updateOpportunity(saved.id, input) : await createOpportunity(input);
      client.setQueryData(postingKeys.one(written.id), written);
      const done = intent === 'publish' && written.state === 'draft' ? await publishOpportunity(written.id) : written;
      client.setQueryData(postingKeys.one(done.id), done);
      void client.invalidateQueries({ queryKey: postingKeys.all, refetchType: 'none' });
      if (intent === 'publish') {
        const state: PostingNotice = { notice: 'published', title: done.title };
        void navigate(paths.myOpportunities, { state });
      } else if (!saved) {
        const state: PostingNotice = { notice: 'saved', title: done.title };
        void navigate(paths.editOpportunity(done.id), { replace: true, state });
      } else {
        // New roles now have ids: the next save must name them, or it would write them again.
        onChanged(done);
        setSavedNow(true);
      }
    } catch (error) {
      if (!saved && written) {
        // The draft exists now: its own address keeps the next save from writing a second one.
        const code = error instanceof ApiError ? error.code : 'internal';
        const state: PostingNotice = { notice: 'publishFailed', title: written.title, code };
        void navigate(paths.editOpportunity(written.id), { replace: true, state });
        return;
      }
      if (error instanceof ApiError && error.body.errors.length > 0) setErrors(serverErrors(error.body.errors));
      setProblem(error);
      setAttempt((n) => n + 1);
    } finally {
      setBusy(null);
    }
  }

  return { errors, problem, savedNow, busy, attempt, submit };
}
