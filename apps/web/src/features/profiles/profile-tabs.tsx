import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { afterNextPaint } from '@/lib/next-task.ts';
import { paths, profileTabs } from '@/lib/paths.ts';

/**
 * The profile's menu (spec): a navigation whose current tab carries aria-current="page". On a phone the
 * strip scrolls sideways; it brings the current tab into view (centred) whenever the tab changes.
 */
export function ProfileTabs({ profileUrl }: { profileUrl: string }) {
  const { t } = useTranslation('graph');
  const strip = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const centre = () => {
      const nav = strip.current;
      const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
      const box = nav.getBoundingClientRect();
      const tab = current.getBoundingClientRect();
      const left = nav.scrollLeft + (tab.left - box.left) - (box.width - tab.width) / 2;
      nav.scrollTo({ left: Math.max(0, left) });
    };
    // After the next paint: measured in the effect, the page's first layout ran inside React's commit task.
    return afterNextPaint(centre);
  }, [pathname]);
  const tabs = [
    { key: 'posts', to: paths.profile(profileUrl), end: true },
    ...profileTabs.map((tab) => ({ key: tab, to: paths.profileTab(profileUrl, tab), end: false })),
  ];
  return (
    <nav ref={strip} className="profile-tabs" aria-label={t('tabs.label')}>
      <ul className="profile-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink className="profile-tabs__link" to={tab.to} end={tab.end}>
              {t(`tabs.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
