import { contactFixture, me, messageFixture } from './message-fixture.ts';
import { fakeApi, type FakeCall } from './render.tsx';

export const luis = contactFixture({ id: 7, profile_url: 'luis', fullname: 'Luis Gómez', lastMessageId: 2 });
export const notFound: [number, unknown] = [
  404,
  { error: 'not_found', message: 'No encontramos lo que buscas.', errors: [] },
];

/** The API of one conversation with Luis: two messages so far. */
export function conversationApi(extra?: (call: FakeCall) => [number, unknown] | undefined) {
  return fakeApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.path === '/users/contact/luis') return [200, luis];
    if (call.path === '/messages/luis')
      return [
        200,
        {
          rows: [
            messageFixture({ id: 1, message: 'Hola Ana' }),
            messageFixture({ id: 2, message: 'Hola Luis', sender: me, receiverId: 7 }),
          ],
          hasMore: false,
        },
      ];
    if (call.path === '/notifications/update_read') return [200, { unread: 0 }];
    return notFound;
  });
}
