import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationType } from '@vitrina/contract/notifications-limits';
import { actorFixture, notificationFixture } from '@/test/notification-fixture.ts';
import { useLanguage } from '@/test/render.tsx';
import { entryTarget } from './notification-entry.tsx';
import { notificationSentence } from './notification-sentence.ts';

const ana = actorFixture({ id: 1, fullname: 'Ana' });
const luis = actorFixture({ id: 2, fullname: 'Luis' });
const eva = actorFixture({ id: 3, fullname: 'Eva' });

/** An entry of `type` standing for `count` people, Ana the latest. */
const entry = (type: NotificationType, count = 1) =>
  notificationFixture({ id: 1, type, actor: ana, actors: [ana, luis, eva].slice(0, count), actorsCount: count });

const sentence = (lang: 'es' | 'en', type: NotificationType, count = 1) =>
  notificationSentence(i18next.getFixedT(lang, 'notifications'), entry(type, count)).text;

describe('a notification’s sentence', () => {
  beforeAll(() => useLanguage('es'));

  it.each([
    ['LIKE_POST', 'Ana liked your post', 'A Ana le gustó tu publicación'],
    ['FOLLOWER', 'Ana started following you', 'Ana empezó a seguirte'],
    ['COMMENT', 'Ana commented on your post', 'Ana comentó tu publicación'],
    ['LIKE_COMMENT', 'Ana liked your comment', 'A Ana le gustó tu comentario'],
    ['NEW_POST', 'Ana published a new post', 'Ana publicó algo nuevo'],
  ] as const)('%s by one person reads in English and Spanish', (type, en, es) => {
    expect(sentence('en', type)).toBe(en);
    expect(sentence('es', type)).toBe(es);
  });

  it('a verified agency’s message request names it and opens its conversation', () => {
    const faro = actorFixture({ id: 9, fullname: 'Faro Talent', type: 'agencia', profile_url: 'faro', verified: true });
    const request = notificationFixture({ id: 4, type: 'MESSAGE_REQUEST', actor: faro, actors: [faro], postId: null });
    expect(notificationSentence(i18next.getFixedT('es', 'notifications'), request).text).toBe(
      'Faro Talent, agencia verificada, quiere escribirte',
    );
    expect(notificationSentence(i18next.getFixedT('en', 'notifications'), request).text).toBe(
      'Faro Talent, a verified agency, wants to message you',
    );
    expect(entryTarget(request)).toBe('/conversaciones/faro');
  });

  it('names both people of a pair', () => {
    expect(sentence('en', 'LIKE_POST', 2)).toBe('Ana and Luis liked your post');
    expect(sentence('es', 'LIKE_POST', 2)).toBe('A Ana y a Luis les gustó tu publicación');
  });

  it('groups many people as the latest one and how many others, in the plural each language needs', () => {
    expect(sentence('en', 'LIKE_POST', 12)).toBe('Ana and 11 others liked your post');
    expect(sentence('es', 'LIKE_POST', 12)).toBe('A Ana y a 11 personas más les gustó tu publicación');
    expect(sentence('en', 'LIKE_COMMENT', 3)).toBe('Ana and 2 others liked your comment');
    expect(sentence('es', 'FOLLOWER', 5)).toBe('Ana y 4 personas más empezaron a seguirte');
  });

  it('says "one other" when only the count of a second person is known', () => {
    const lone = notificationFixture({ id: 1, actor: ana, actors: [ana], actorsCount: 2 });
    expect(notificationSentence(i18next.getFixedT('en', 'notifications'), lone).text).toBe(
      'Ana and 1 other liked your post',
    );
    expect(notificationSentence(i18next.getFixedT('es', 'notifications'), lone).text).toBe(
      'A Ana y a 1 persona más les gustó tu publicación',
    );
  });

  it('splits around the actor’s name wherever the language puts it', () => {
    expect(notificationSentence(i18next.getFixedT('es', 'notifications'), entry('LIKE_POST'))).toEqual({
      before: 'A ',
      after: ' le gustó tu publicación',
      text: 'A Ana le gustó tu publicación',
      named: true,
    });
    expect(notificationSentence(i18next.getFixedT('en', 'notifications'), entry('FOLLOWER'))).toEqual({
      before: '',
      after: ' started following you',
      text: 'Ana started following you',
      named: true,
    });
  });

  it("tells a report's outcome naming nobody, never who acted", () => {
    const resolved = { ...entry('REPORT_RESOLVED'), outcome: 'removed' as const };
    const es = notificationSentence(i18next.getFixedT('es', 'notifications'), resolved);
    expect(es).toEqual({
      before: es.text,
      after: '',
      text: 'Revisamos tu denuncia y retiramos el contenido. Gracias por avisarnos.',
      named: false,
    });
    for (const outcome of ['dismissed', 'removed', 'warned'] as const) {
      const en = notificationSentence(i18next.getFixedT('en', 'notifications'), { ...resolved, outcome });
      expect(en.text).toMatch(/^We reviewed your report/);
      expect(en.text).not.toContain('Ana');
    }
  });

  it('has a sentence for every type in both languages', () => {
    for (const type of ['FOLLOWER', 'COMMENT', 'LIKE_POST', 'LIKE_COMMENT', 'NEW_POST'] as const) {
      for (const count of [1, 2, 2000]) {
        for (const lang of ['es', 'en'] as const) {
          const text = sentence(lang, type, count);
          expect(text).toContain('Ana');
          expect(text).not.toMatch(/sentence\.|\{\{/);
        }
      }
    }
  });
});

describe('a saved search’s alert', () => {
  beforeAll(() => useLanguage('es'));
  const alert = (count: number) =>
    notificationFixture({
      id: 9,
      type: 'SAVED_SEARCH_MATCH',
      actor: ana,
      actors: [ana],
      actorsCount: 1,
      savedSearch: { id: 4, name: 'Ojos verdes', query: 'category=5', kind: 'talents' },
      matchCount: count,
    });

  it('names the search and counts its new talents, never the agency itself', () => {
    const read = (lang: 'es' | 'en', count: number) =>
      notificationSentence(i18next.getFixedT(lang, 'notifications'), alert(count));
    expect(read('es', 3)).toMatchObject({
      text: '3 talentos nuevos coinciden con tu búsqueda «Ojos verdes»',
      named: false,
    });
    expect(read('en', 1).text).toBe('1 new talent matches your search “Ojos verdes”');
  });

  it('opens the search page with its filters', () => {
    expect(entryTarget(alert(2))).toBe('/explorar/buscar?category=5');
  });

  it('counts a talent’s board search in opportunities, and opens the board with its filters', () => {
    const board = (count: number) => ({
      ...alert(count),
      savedSearch: { id: 5, name: 'Castings', query: 'kind=casting', kind: 'board' as const },
    });
    const read = (lang: 'es' | 'en', count: number) =>
      notificationSentence(i18next.getFixedT(lang, 'notifications'), board(count)).text;
    expect(read('es', 2)).toBe('2 oportunidades nuevas coinciden con tu búsqueda «Castings»');
    expect(read('en', 1)).toBe('1 new opportunity matches your search “Castings”');
    expect(entryTarget(board(1))).toBe('/oportunidades?kind=casting');
  });
});
