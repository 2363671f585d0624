import { isMinor } from '../profiles/trust-flags.ts';

/**
 * What a new birth date on the settings form does. A minor's date is fixed: a change could make her an
 * adult and drop her guardian's say (or bring her 18th birthday closer). An adult's or an unknown date may become a
 * minor's, but the person is then hidden until a guardian she names consents.
 */
export function birthdateChange(
  current: string | null,
  next: string,
  today: Date,
): 'unchanged' | 'refused' | 'becomes_minor' | 'allowed' {
  if (current === next) return 'unchanged';
  if (isMinor(current, today)) return 'refused';
  return isMinor(next, today) ? 'becomes_minor' : 'allowed';
}
