import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileIcon, ImageIcon, TextIcon, VideoIcon } from '@/components/ui/content-icons.tsx';
import { composerTabs, type ComposerTab } from './composer-rules.ts';

const icons: Record<ComposerTab, ReactNode> = {
  text: <TextIcon size={18} />,
  photos: <ImageIcon size={18} />,
  video: <VideoIcon size={18} />,
  file: <FileIcon size={18} />,
};

export const tabId = (base: string, tab: ComposerTab) => `${base}-tab-${tab}`;
export const panelId = (base: string) => `${base}-panel`;

/**
 * Publicación, Fotos, Video, Archivo (spec §2) as an ARIA tab list: the arrows, Home and End move and
 * choose (automatic activation), only the chosen tab is in the Tab order.
 */
export function ComposerTabs({
  base,
  tab,
  onChange,
}: {
  base: string;
  tab: ComposerTab;
  onChange: (tab: ComposerTab) => void;
}) {
  const { t } = useTranslation('posts');

  function onKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = composerTabs.indexOf(tab);
    const last = composerTabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % composerTabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + composerTabs.length) % composerTabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = composerTabs[target]!;
    onChange(next);
    document.getElementById(tabId(base, next))?.focus();
  }

  return (
    <div className="composer__tabs" role="tablist" aria-label={t('composer.tabsLabel')}>
      {composerTabs.map((name) => (
        <button
          key={name}
          id={tabId(base, name)}
          type="button"
          role="tab"
          className="composer__tab"
          aria-selected={tab === name}
          aria-controls={panelId(base)}
          tabIndex={tab === name ? 0 : -1}
          onClick={() => onChange(name)}
          onKeyDown={onKey}
        >
          {icons[name]}
          <span>{t(`composer.tabs.${name}`)}</span>
        </button>
      ))}
    </div>
  );
}
