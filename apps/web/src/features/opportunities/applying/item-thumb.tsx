import type { ApplicationItemKind } from '@vitrina/contract/opportunity-limits';
import { FileIcon, ImageIcon, VideoIcon } from '@/components/ui/content-icons.tsx';

/** A small square for an item: its picture when it has one, else its kind's icon. */
export function ItemThumb({ kind, thumbUrl }: { kind: ApplicationItemKind; thumbUrl: string | null }) {
  if (thumbUrl) return <img className="item-thumb" src={thumbUrl} alt="" loading="lazy" />;
  const Icon = kind === 'photo' ? ImageIcon : kind === 'video' ? VideoIcon : FileIcon;
  return (
    <span className="item-thumb item-thumb--icon" aria-hidden="true">
      <Icon />
    </span>
  );
}
