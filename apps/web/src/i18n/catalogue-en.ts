import { collect, type Texts } from './collect-catalogue.ts';

/**
 * The English namespaces a visitor's page uses, one chunk: the app loads it only when English is shown. The
 * logged-in screens' namespaces are catalogue-en-app.ts, loaded with those screens, and a few pages'
 * own (auth, legal) are chunks of their own, loaded with those pages (i18n.ts).
 */
export const catalogue: Record<string, Texts> = collect(
  import.meta.glob<{ default: Texts }>(
    [
      './en/*.ts',
      '!./en/{applying,auth,board,deadline,explore,fits,guardian,insights,legal,moderation,pipeline,posting,scouting,settings,share,shortlists}.ts',
      '!./en/{block,people}.ts',
      '!./en/{discovery,factors,graph,media,messages,notifications,onboarding,posts}.ts',
    ],
    { eager: true },
  ),
);
