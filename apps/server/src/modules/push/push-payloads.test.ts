import { describe, expect, it } from 'vitest';
import { pushPayloadOf, type PushActor } from './push-payloads.ts';

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
