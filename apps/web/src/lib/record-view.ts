import { useEffect, useRef } from 'react';
import { insightsEndpoints } from '@vitrina/contract/endpoints/insights';
import type { RecordViewRequest, ViewSource } from '@vitrina/contract/insights';
import { call } from './api-client.ts';

/** What was looked at, without where from (the hook adds that). */
export type ViewTarget =
  { kind: 'profile'; profile_url: string } | { kind: 'post'; postId: number } | { kind: 'photo'; postId: number };

/** POST /api/insights/views, fire and forget: a view that fails to count never shows an error. */
export function recordView(view: RecordViewRequest): void {
  void call(insightsEndpoints.recordView, { body: view }).catch(() => undefined);
}

const keyOf = (target: ViewTarget) =>
  `${target.kind}:${target.kind === 'profile' ? target.profile_url : target.postId}`;

/**
 * Counts one view of `target` per mount (re-renders and StrictMode's second effects send nothing more), once
 * `countable` (loaded, and not mine). Its source is read when the target first shows, not when the data arrives:
 * by then the person may have moved on to a tab.
 */
export function useRecordView(target: ViewTarget | null, countable: boolean, sourceOf: () => ViewSource): void {
  const key = target ? keyOf(target) : null;
  const sources = useRef(new Map<string, ViewSource>());
  const sent = useRef(new Set<string>());
  const latest = useRef({ target, sourceOf });
  useEffect(() => {
    latest.current = { target, sourceOf };
  });

  useEffect(() => {
    if (key && !sources.current.has(key)) sources.current.set(key, latest.current.sourceOf());
  }, [key]);

  useEffect(() => {
    const { target: now } = latest.current;
    if (!key || !now || !countable || sent.current.has(key)) return;
    sent.current.add(key);
    recordView({ ...now, source: sources.current.get(key) ?? latest.current.sourceOf() });
  }, [key, countable]);
}
