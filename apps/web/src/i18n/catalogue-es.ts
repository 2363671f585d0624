import { collect, type Texts } from './collect-catalogue.ts';

/**
 * The Spanish namespaces a visitor's page uses, one chunk: the app loads it only when Spanish is shown. The
 * logged-in screens' namespaces are catalogue-es-app.ts, loaded with those screens, and a few pages'
 * own (auth, legal) are chunks of their own, loaded with those pages (i18n.ts).
 */
export const catalogue: Record<string, Texts> = collect(
  import.meta.glob<{ default: Texts }>(
    [
      './es/*.ts',
      '!./es/{applying,auth,board,deadline,explore,fits,guardian,insights,legal,moderation,pipeline,posting,scouting,settings,share,shortlists}.ts',
      '!./es/{block,people}.ts',
      '!./es/{discovery,factors,graph,media,messages,notifications,onboarding,posts}.ts',
    ],
    { eager: true },
  ),
);
