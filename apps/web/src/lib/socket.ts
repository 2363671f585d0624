/**
 * The realtime connection — a placeholder with no behaviour yet; the messaging and notifications issues
 * fill it in. The plan (DESIGN §6):
 *
 * - One Socket.IO connection to `/socket.io` on our own origin, opened when a session starts and closed
 *   on logout; the session token travels in the handshake (`auth: { token }`), never in a URL.
 * - The server emits `notification` and `message`; each handler writes into the TanStack Query cache
 *   (`queryClient.setQueryData` / `invalidateQueries` with the owning feature's keys), so screens
 *   re-render from the cache and nothing copies server data into component state.
 * - The client emits `add-message` with an acknowledgement that returns the stored message.
 * - Payload shapes come from the contract's socket schemas, as every HTTP shape does.
 *
 * Until then no module imports this file; it is here so the shape is decided before the features land.
 */
export type RealtimeEvent = 'notification' | 'message';
