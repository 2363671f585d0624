import { describe, expect, it } from 'vitest';
import { opportunityPayloadOf, pushPayloadOf, searchMatchPayloadOf, type PushActor } from './push-payloads.ts';

const ana: PushActor = { id: 7, fullname: 'Ana López', profile_url: 'ana lopez', type: 'talento' };

describe('push payloads', () => {
  it('speak the recipient’s language and open the post', () => {
    expect(pushPayloadOf({ kind: 'LIKE_POST', actor: ana, postId: 12 }, 'es')).toEqual({
      title: 'Vitrina',
      body: 'A Ana López le gustó tu publicación.',
      url: '/noticias/12',
      tag: 'LIKE_POST:12',
    });
    expect(pushPayloadOf({ kind: 'LIKE_POST', actor: ana, postId: 12 }, 'en').body).toBe('Ana López liked your post.');
  });

  it('open a message’s conversation without its text, and a follower’s profile', () => {
    expect(pushPayloadOf({ kind: 'MESSAGE', actor: ana, postId: null }, 'en')).toEqual({
      title: 'New message',
      body: 'Ana López sent you a message.',
      url: '/conversaciones/ana%20lopez',
      tag: 'MESSAGE:7',
    });
    expect(pushPayloadOf({ kind: 'FOLLOWER', actor: ana, postId: null }, 'es').url).toBe('/profile/ana%20lopez');
    const agency = { ...ana, type: 'agencia' as const };
    expect(pushPayloadOf({ kind: 'FOLLOWER', actor: agency, postId: null }, 'es').url).toBe('/notificaciones');
  });

  it('tell of a verified agency’s request, opening its conversation', () => {
    const faro: PushActor = { id: 9, fullname: 'Faro Talent', profile_url: 'faro', type: 'agencia' };
    expect(pushPayloadOf({ kind: 'MESSAGE_REQUEST', actor: faro, postId: null }, 'es')).toEqual({
      title: 'Solicitud de mensaje',
      body: 'Faro Talent, agencia verificada, quiere escribirte.',
      url: '/conversaciones/faro',
      tag: 'MESSAGE_REQUEST:9',
    });
  });
});

describe('opportunity pushes', () => {
  const ended = {
    type: 'OPPORTUNITY_ENDED' as const,
    opportunityId: 40,
    title: 'Anuncio de verano',
    roleId: null,
    roleName: null,
    closeReason: 'deadline' as const,
    update: null,
    matchCount: null,
    changes: [],
  };

  it('name the opportunity and why it ended, in the recipient’s language, opening it', () => {
    expect(opportunityPayloadOf(ended, 'es')).toEqual({
      title: 'Vitrina',
      body: 'Tu postulación a «Anuncio de verano» terminó: no seleccionado, porque terminó el plazo.',
      url: '/oportunidades/40',
      tag: 'OPPORTUNITY_ENDED:40:',
    });
    expect(opportunityPayloadOf(ended, 'en').body).toBe(
      'Your application to “Anuncio de verano” ended: not selected, because the deadline passed.',
    );
  });

  it('tell a cast or a self-tape by role, opening one’s applications', () => {
    const update = {
      ...ended,
      type: 'APPLICATION_UPDATE' as const,
      roleId: 41,
      roleName: 'Bailarina',
      update: 'cast' as const,
    };
    expect(opportunityPayloadOf(update, 'es')).toMatchObject({
      body: '¡Te eligieron para Bailarina en «Anuncio de verano»!',
      url: '/postulaciones',
    });
    expect(opportunityPayloadOf({ ...update, update: 'self_tape' }, 'en').body).toBe(
      'You are asked for a self-tape for Bailarina in “Anuncio de verano”.',
    );
    expect(opportunityPayloadOf({ ...ended, type: 'OPPORTUNITIES_FIT', matchCount: 1 }, 'en').body).toBe(
      '1 new role fits you, in “Anuncio de verano”.',
    );
  });

  it('count a saved search’s new talents or, a board search, its new opportunities, opening each page', () => {
    const match = { savedSearchId: 3, name: 'Castings', query: 'kind=casting', count: 2 };
    expect(searchMatchPayloadOf({ ...match, kind: 'board' }, 'es')).toMatchObject({
      body: '2 oportunidades nuevas en «Castings».',
      url: '/oportunidades?kind=casting',
    });
    expect(searchMatchPayloadOf({ ...match, count: 1, kind: 'board' }, 'en').body).toBe(
      '1 new opportunity in “Castings”.',
    );
    expect(searchMatchPayloadOf({ ...match, kind: 'talents' }, 'en')).toMatchObject({
      body: '2 new talents in “Castings”.',
      url: '/explorar/buscar?kind=casting',
    });
  });

  it('name what an edit changed, in the recipient’s words, or only that it changed', () => {
    const changed = { ...ended, type: 'OPPORTUNITY_CHANGED' as const, closeReason: null };
    const what = { ...changed, changes: ['deadline' as const, 'pay' as const, 'place' as const] };
    expect(opportunityPayloadOf(what, 'es').body).toBe(
      'Cambiaron el plazo, la paga y el lugar de «Anuncio de verano», a la que te postulaste.',
    );
    expect(opportunityPayloadOf({ ...what, changes: ['work_dates'] }, 'en').body).toBe(
      'The work dates of “Anuncio de verano”, which you applied to, changed.',
    );
    expect(opportunityPayloadOf(changed, 'en').body).toBe(
      '“Anuncio de verano”, which you applied to, changed: see what is new.',
    );
  });
});
