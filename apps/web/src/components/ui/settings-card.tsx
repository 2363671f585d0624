import type { ReactNode } from 'react';

/** One card of the settings pages: a section named by its heading, an optional lead, then its controls. */
export function SettingsCard({
  id,
  title,
  lead,
  className,
  children,
}: {
  /** Makes the heading's id (`<id>-title`), which names the section. */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section className={className ? `settings-card ${className}` : 'settings-card'} aria-labelledby={`${id}-title`}>
      <h2 className="settings-card__title" id={`${id}-title`}>
        {title}
      </h2>
      {lead && <p className="settings-card__lead">{lead}</p>}
      {children}
    </section>
  );
}
