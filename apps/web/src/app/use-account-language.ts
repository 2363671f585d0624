import { useCallback, useEffect, useRef } from 'react';
import i18next from 'i18next';
import type { Lang } from '@vitrina/contract/constants';
import { useSelf } from '@/lib/session-context.ts';
import { updateLanguage } from '@/features/accounts/settings/update-language.ts';
import { setLanguage } from '@/i18n/i18n.ts';
import { useApplyToken } from './use-apply-token.ts';

/**
 * Once logged in, the interface speaks the account's language (what the settings show): a device that last
 * showed another language, or a change made on another device, follows the account when its user loads or
 * its language changes. A choice made here is saved to the account first (useSaveAccountLanguage), so it
 * is not undone.
 */
export function useFollowAccountLanguage(): void {
  const accountLang = useSelf()?.user.langCode ?? null;
  useEffect(() => {
    if (accountLang && i18next.language !== accountLang) void setLanguage(accountLang);
  }, [accountLang]);
}

/**
 * Keeps a language chosen anywhere (footer, header, side menu) as the account's language too: for a
 * logged-in user it is saved with PUT /users/language and the refreshed token is applied, so the next
 * login opens in it. Visitors only change the interface. Saves run one after the other, so quick
 * switches end with the last choice on the server.
 */
export function useSaveAccountLanguage(): (lang: Lang) => void {
  const self = useSelf();
  const applyToken = useApplyToken();
  const accountLang = self?.user.langCode ?? null;
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const last = useRef<Lang | null>(null);

  return useCallback(
    (lang: Lang) => {
      if (!accountLang) return;
      // Nothing to save when the account already has it and no other choice is on its way.
      if (pending.current === 0 && lang === accountLang) return;
      if (pending.current > 0 && lang === last.current) return;
      last.current = lang;
      pending.current += 1;
      queue.current = queue.current
        .then(() => updateLanguage(lang))
        .then(async ({ token }) => {
          // Only the newest choice refreshes the session; the earlier ones are already superseded.
          if (pending.current === 1) await applyToken(token);
        })
        .catch(() => undefined)
        .finally(() => {
          pending.current -= 1;
        });
    },
    [accountLang, applyToken],
  );
}
