import { useTranslation } from 'react-i18next';
import { FireIcon } from '@/components/ui/content-icons.tsx';
import { formatCount } from '@/lib/plain-formats.ts';

/**
 * The fire (spec §1): a toggle button (aria-pressed) with the count beside it. Its name says what it
 * likes and how many have ("Me gusta la publicación de Ana (3 me gusta)").
 */
export function LikeButton({
  reacted,
  count,
  label,
  onToggle,
  small = false,
}: {
  reacted: boolean;
  count: number;
  label: string;
  onToggle: () => void;
  small?: boolean;
}) {
  const { t, i18n } = useTranslation('posts');
  return (
    <button
      type="button"
      className={`like-button${small ? ' like-button--small' : ''}`}
      aria-pressed={reacted}
      aria-label={`${label} (${t('likes.count', { count })})`}
      onClick={onToggle}
    >
      <FireIcon filled={reacted} size={small ? 16 : 20} />
      <span className="like-button__count">{formatCount(count, i18n.language)}</span>
    </button>
  );
}
