/** The weekly e-mail's default when the person never chose: on for talents, off for agencies. */
export function weeklyDigestOn(choice: boolean | null | undefined, type: string | null | undefined): boolean {
  return choice ?? type === 'talento';
}
