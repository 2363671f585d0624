import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { BriefcaseIcon, UserIcon, UsersIcon, type IconProps } from '@/components/ui/icons.tsx';
import { FileIcon, ImageIcon, TextIcon, VideoIcon } from '@/components/ui/content-icons.tsx';
import { afterNextPaint } from '@/lib/next-task.ts';
import { paths, profileTabs, type ProfileTab } from '@/lib/paths.ts';

const icons: Record<'posts' | ProfileTab, ComponentType<IconProps>> = {
  posts: TextIcon,
  biografia: UserIcon,
  fotos: ImageIcon,
  videos: VideoIcon,
  archivos: FileIcon,
  seguidores: UsersIcon,
  siguiendo: UsersIcon,
  oportunidades: BriefcaseIcon,
};

/** Followers and following are the header's counts too: a phone's strip leaves them there (graph.css). */
const inHeaderToo = new Set<string>(['seguidores', 'siguiendo']);

/**
 * The profile's menu (spec): a navigation whose current tab carries aria-current="page". On a phone the strip
 * fits the screen: the current tab by its name, the others by their icon (their names stay for screen readers and
 * as a tooltip), followers and following by the header's counts. Wider strips that scroll bring the current tab
 * into view (centred) whenever the tab changes. Only an agency's profile has the opportunities tab.
 */
export function ProfileTabs({ profileUrl, isAgency = false }: { profileUrl: string; isAgency?: boolean }) {
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
  const tabs: Array<{ key: 'posts' | ProfileTab; to: string; end: boolean }> = [
    { key: 'posts', to: paths.profile(profileUrl), end: true },
    ...profileTabs
      .filter((tab) => isAgency || tab !== 'oportunidades')
      .map((tab) => ({ key: tab, to: paths.profileTab(profileUrl, tab), end: false })),
  ];
  return (
    <nav ref={strip} className="profile-tabs" aria-label={t('tabs.label')}>
      <ul className="profile-tabs__list">
        {tabs.map((tab) => {
          const TabIcon = icons[tab.key];
          const label = t(`tabs.${tab.key}`);
          return (
            <li key={tab.key} className={inHeaderToo.has(tab.key) ? 'profile-tabs__item--wide' : undefined}>
              <NavLink className="profile-tabs__link" to={tab.to} end={tab.end} title={label}>
                <TabIcon className="profile-tabs__icon" />
                <span className="profile-tabs__name">{label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
