/** What a session's end must forget beyond the session itself (the logged-in screens' cached answers). */
const forgetters = new Set<() => void>();

/** Registers `forget` to run whenever a session ends here (lib/query-client.ts registers its cache). */
export function onSessionEnd(forget: () => void): void {
  forgetters.add(forget);
}

export function sessionEnded(): void {
  for (const forget of forgetters) forget();
}
