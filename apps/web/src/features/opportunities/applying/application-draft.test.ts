import { describe, expect, it } from 'vitest';
import { addItem, bodyOf, checklist, draftFrom, makePrimary, removeItem } from './application-draft.ts';
import { applicationFixture } from './applying-fixture.ts';

const photo = (postFileId: number) => ({
  kind: 'photo' as const,
  source: { postFileId },
  name: `Foto ${postFileId}`,
  thumbUrl: null,
});

describe('the applying form as data', () => {
  it('ticks a need once the application carries it, and unticks it when it leaves', () => {
    const empty = draftFrom(null, 0);
    expect(checklist(['photos', 'video', 'note'], empty).map((i) => i.done)).toEqual([false, false, false]);
    const withPhoto = addItem(empty, photo(1));
    expect(checklist(['photos', 'video', 'note'], withPhoto).map((i) => i.done)).toEqual([true, false, false]);
    const withNote = { ...withPhoto, coverNote: '  Hola ' };
    expect(checklist(['photos', 'video', 'note'], withNote).map((i) => i.done)).toEqual([true, false, true]);
    expect(checklist(['photos'], removeItem(withNote, 'file:1'))[0]!.done).toBe(false);
  });

  it('keeps exactly one primary item: the first, unless she chose another, and passes it on when removed', () => {
    let draft = addItem(addItem(addItem(draftFrom(null, 0), photo(1)), photo(2)), photo(1));
    expect(draft.items.map((i) => [i.key, i.primary])).toEqual([
      ['file:1', true],
      ['file:2', false],
    ]);
    draft = makePrimary(draft, 'file:2');
    expect(draft.items.map((i) => i.primary)).toEqual([false, true]);
    expect(removeItem(draft, 'file:2').items.map((i) => i.primary)).toEqual([true]);
  });

  it('keeps a saved draft’s items by their id and one answer per question', () => {
    const draft = draftFrom(applicationFixture({ answers: [] }), 2);
    expect(bodyOf(draft)).toEqual({
      items: [{ itemId: 5, primary: true }],
      coverNote: 'Hola, soy Ana.',
      answers: ['', ''],
    });
  });
});
