import type { ApplicationInput, ApplicationItemInput, MyApplication } from '@vitrina/contract/applications';
import { MAX_APPLICATION_ITEMS, type ApplicationItemKind, type RoleNeed } from '@vitrina/contract/opportunity-limits';
import { missingNeeds } from '@vitrina/contract/opportunity-rules';

/** The applying form's state as pure data: what she chose, her note and answers, and the body they make. */

type Source = Omit<ApplicationItemInput, 'primary'>;

export interface ChosenItem {
  /** Unique in the form: the source and its id ("file:12", "video:3", "upload:…", "item:5"). */
  key: string;
  kind: ApplicationItemKind;
  source: Source;
  name: string;
  thumbUrl: string | null;
  primary: boolean;
}

export interface ApplicationDraft {
  items: ChosenItem[];
  coverNote: string;
  answers: string[];
}

export const keyOf = (source: Source): string => {
  if (source.postFileId !== undefined) return `file:${source.postFileId}`;
  if (source.videoId !== undefined) return `video:${source.videoId}`;
  if (source.upload !== undefined) return `upload:${source.upload}`;
  return `item:${source.itemId}`;
};

/** The form for a role: empty, or my saved application (its items kept by their id). */
export function draftFrom(application: MyApplication | null, questions: number): ApplicationDraft {
  const answers = Array.from({ length: questions }, (_, i) => application?.answers[i] ?? '');
  if (!application) return { items: [], coverNote: '', answers };
  return {
    items: application.items.map((item) => ({
      key: `item:${item.id}`,
      kind: item.kind,
      source: { itemId: item.id },
      name: item.name,
      thumbUrl: item.thumbUrl,
      primary: item.primary,
    })),
    coverNote: application.coverNote,
    answers,
  };
}

/** The PUT's body. */
export const bodyOf = (draft: ApplicationDraft): ApplicationInput => ({
  items: draft.items.map((item) => ({ ...item.source, primary: item.primary })),
  coverNote: draft.coverNote,
  answers: draft.answers,
});

/** One item is the primary one whenever there are items: the first, unless she chose another. */
function withPrimary(items: ChosenItem[]): ChosenItem[] {
  if (items.length === 0 || items.some((item) => item.primary)) return items;
  return items.map((item, i) => ({ ...item, primary: i === 0 }));
}

export const canAddItem = (draft: ApplicationDraft) => draft.items.length < MAX_APPLICATION_ITEMS;

export function addItem(draft: ApplicationDraft, item: Omit<ChosenItem, 'primary' | 'key'>): ApplicationDraft {
  const key = keyOf(item.source);
  if (!canAddItem(draft) || draft.items.some((chosen) => chosen.key === key)) return draft;
  return { ...draft, items: withPrimary([...draft.items, { ...item, key, primary: false }]) };
}

export function removeItem(draft: ApplicationDraft, key: string): ApplicationDraft {
  return { ...draft, items: withPrimary(draft.items.filter((item) => item.key !== key)) };
}

export function makePrimary(draft: ApplicationDraft, key: string): ApplicationDraft {
  return { ...draft, items: draft.items.map((item) => ({ ...item, primary: item.key === key })) };
}

/** What the role needs and whether each is there yet: the checklist. */
export function checklist(needs: readonly RoleNeed[], draft: ApplicationDraft): { need: RoleNeed; done: boolean }[] {
  const count = (kind: ApplicationItemKind) => draft.items.filter((item) => item.kind === kind).length;
  const missing = missingNeeds(needs, {
    photos: count('photo'),
    videos: count('video'),
    documents: count('document'),
    note: draft.coverNote,
  });
  return needs.map((need) => ({ need, done: !missing.includes(need) }));
}

/** The kind of a new file for this application, from its type as the browser gives it. */
export function kindOfFile(file: { type: string; name: string }): ApplicationItemKind {
  if (file.type.startsWith('image/')) return 'photo';
  if (file.type.startsWith('video/') || /\.(mp4|mov|webm|m4v)$/i.test(file.name)) return 'video';
  return 'document';
}
