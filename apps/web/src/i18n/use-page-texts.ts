import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ensurePageTexts, type PageNamespace } from './i18n.ts';

/**
 * A page namespace for a part shown on any screen but rarely (a report dialog, a moderators' notice): loaded
 * only once `wanted`, so the screens that never show it do not pay for it. True once its texts are there.
 */
export function usePageTexts(ns: PageNamespace, wanted: boolean): boolean {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState<string | null>(null);
  const has = i18n.hasResourceBundle(i18n.language, ns) || loaded === i18n.language;
  useEffect(() => {
    if (!wanted || has) return;
    let live = true;
    const language = i18n.language;
    void ensurePageTexts(ns).then(() => {
      if (live) setLoaded(language);
    });
    return () => {
      live = false;
    };
  }, [wanted, has, ns, i18n]);
  return has;
}
