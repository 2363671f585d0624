import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@vitrina/contract/notifications';
import { actorFixture, notificationFixture } from '@/test/notification-fixture.ts';
import { renderWithProviders, useLanguage } from '@/test/render.tsx';
import { NotificationEntry } from './notification-entry.tsx';

const faro = actorFixture({ id: 9, fullname: 'Faro Casting', type: 'agencia', profile_url: 'faro', verified: true });
const about = { opportunity: { id: 40, title: 'Gala de invierno' }, role: { id: 41, name: 'Bailarina' } };

/** An opportunity notice from Faro, about the gala's dancer role. */
const notice = (entry: Partial<Notification>): Notification =>
  notificationFixture({ id: 3, actor: faro, actors: [faro], postId: null, ...about, ...entry });

/** The entry's sentence and where it leads, as rendered in `lang`. */
async function rendered(entry: Notification, lang: 'es' | 'en') {
  cleanup();
  await i18next.changeLanguage(lang);
  renderWithProviders(
    <ul>
      <NotificationEntry entry={entry} isNew={false} now={Date.UTC(2025, 5, 15, 12)} />
    </ul>,
  );
  // The sentence is the entry's link; the agency's picture is a button of its own.
  const link = screen.getAllByRole('link').at(-1)!;
  return { text: link.textContent, href: link.getAttribute('href') };
}

describe('opportunity notices', () => {
  beforeAll(() => useLanguage('es'));
  afterAll(() => useLanguage('es'));

  it.each([
    [
      { type: 'OPPORTUNITY_CHANGED' },
      'Faro Casting cambió «Gala de invierno», a la que te postulaste',
      'Faro Casting changed “Gala de invierno”, which you applied to',
      '/oportunidades/40',
    ],
    [
      { type: 'OPPORTUNITY_CHANGED', changes: ['deadline', 'pay', 'place'] },
      'Faro Casting cambió el plazo, la paga y el lugar de «Gala de invierno», a la que te postulaste',
      'Faro Casting changed the deadline, the pay, and the place of “Gala de invierno”, which you applied to',
      '/oportunidades/40',
    ],
    [
      { type: 'OPPORTUNITY_CHANGED', changes: ['work_dates'] },
      'Faro Casting cambió las fechas de trabajo de «Gala de invierno», a la que te postulaste',
      'Faro Casting changed the work dates of “Gala de invierno”, which you applied to',
      '/oportunidades/40',
    ],
    [
      { type: 'OPPORTUNITY_ENDED', closeReason: 'deadline', role: undefined },
      'Tu postulación a «Gala de invierno» terminó: no seleccionado, porque terminó el plazo',
      'Your application to “Gala de invierno” ended: not selected, because the deadline passed',
      '/oportunidades/40',
    ],
    [
      { type: 'APPLICATION_UPDATE', update: 'cast' },
      '¡Faro Casting te eligió para Bailarina en «Gala de invierno»!',
      'Faro Casting cast you as Bailarina in “Gala de invierno”!',
      '/postulaciones',
    ],
    [
      { type: 'APPLICATION_UPDATE', update: 'self_tape' },
      'Faro Casting te pide un self-tape para Bailarina en «Gala de invierno»',
      'Faro Casting asks you for a self-tape for Bailarina in “Gala de invierno”',
      '/postulaciones',
    ],
    [
      { type: 'OPPORTUNITY_INVITE' },
      'Faro Casting te invita a postularte para Bailarina en «Gala de invierno»',
      'Faro Casting invites you to apply for Bailarina in “Gala de invierno”',
      '/oportunidades/40',
    ],
    [
      { type: 'OPPORTUNITIES_FIT', matchCount: 3 },
      '3 papeles nuevos encajan contigo, entre ellos en «Gala de invierno»',
      '3 new roles fit you, among them in “Gala de invierno”',
      '/oportunidades/40',
    ],
    [
      { type: 'OPPORTUNITIES_FIT', matchCount: 1 },
      '1 papel nuevo encaja contigo, en «Gala de invierno»',
      '1 new role fits you, in “Gala de invierno”',
      '/oportunidades/40',
    ],
    [
      { type: 'SELF_TAPE_DUE' },
      'Mañana vence tu self-tape para Bailarina en «Gala de invierno»',
      'Your self-tape for Bailarina in “Gala de invierno” is due tomorrow',
      '/postulaciones',
    ],
  ] as Array<[Partial<Notification>, string, string, string]>)(
    '%o reads in Spanish and English, linking its page',
    async (entry, spanish, english, href) => {
      expect(await rendered(notice(entry), 'es')).toEqual({ text: spanish, href });
      expect(await rendered(notice(entry), 'en')).toEqual({ text: english, href });
    },
  );

  it('names every reason an opportunity ends for, in both languages', async () => {
    const reasons = [
      ['closed', 'la agencia cerró la convocatoria', 'the agency closed the call'],
      ['cancelled', 'la agencia la canceló', 'the agency cancelled it'],
      ['removed', 'moderación la retiró', 'moderation removed it'],
    ] as const;
    for (const [closeReason, spanish, english] of reasons) {
      const ended = notice({ type: 'OPPORTUNITY_ENDED', closeReason });
      expect((await rendered(ended, 'es')).text).toContain(spanish);
      expect((await rendered(ended, 'en')).text).toContain(english);
    }
  });
});
