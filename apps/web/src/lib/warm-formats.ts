import i18next from 'i18next';
import { numberFormat } from './intl-formats.ts';
import { fullDate, relativeTime } from './relative-time.ts';

/**
 * Makes the formats a logged-in page's first render uses (counts, "5 minutes ago", the full date) one per
 * task, while the page still waits for its answers: the first of each loads the language's ICU data, 5 to
 * 20 ms on a phone, which inside that render would turn a slice of a few milliseconds into a long task.
 */
export function warmFormats(): void {
  const now = new Date().toISOString();
  const steps = [
    (lang: string) => numberFormat(lang).format(1),
    (lang: string) => relativeTime(now, Date.now(), lang),
    (lang: string) => fullDate(now, lang),
  ];
  let waits = 0;
  const next = () => {
    const lang = i18next.language;
    // The language's texts may still be loading: its name is known once they are.
    if (!lang) return void (waits++ < 100 && setTimeout(next, 50));
    steps.shift()?.(lang);
    if (steps.length > 0) setTimeout(next);
  };
  setTimeout(next);
}
