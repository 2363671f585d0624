import type { ReactNode } from 'react';
import { ImageIcon } from '@/components/ui/content-icons.tsx';

/**
 * A settings card about one of the user's images: its title and lead, a "change" button beside them
 * that opens the screen's change-image modal, and the current image (or an uploader) below.
 */
export function ImageCard({
  id,
  title,
  lead,
  changeLabel,
  onChange,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  changeLabel: string;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <section className="settings-card" aria-labelledby={`${id}-title`}>
      <div className="settings-card__head">
        <div className="settings-card__intro">
          <h2 className="settings-card__title" id={`${id}-title`}>
            {title}
          </h2>
          <p className="settings-card__lead">{lead}</p>
        </div>
        <button
          type="button"
          className="button button--ghost settings-card__action"
          aria-haspopup="dialog"
          onClick={onChange}
        >
          <ImageIcon size={18} />
          {changeLabel}
        </button>
      </div>
      {children}
    </section>
  );
}
