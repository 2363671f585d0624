import { useTranslation } from 'react-i18next';
import { PinIcon } from '@/components/ui/order-icons.tsx';
import { usePortfolio } from '../api/list-portfolio.ts';

/**
 * "Pin to my portfolio" / "Unpin" in my post's menu. The menu mounts it when opened, so my
 * portfolio is read then, once, and not with every post of a feed.
 */
export function PinMenuItem({
  postId,
  profileUrl,
  onChange,
}: {
  postId: number;
  profileUrl: string;
  onChange: (pinned: boolean) => void;
}) {
  const { t } = useTranslation('posts');
  const portfolio = usePortfolio(profileUrl);
  const pinned = portfolio.data?.posts.some((post) => post.id === postId) ?? false;
  return (
    <button
      type="button"
      role="menuitem"
      className="menu__item"
      aria-disabled={portfolio.isPending || undefined}
      onClick={() => {
        if (!portfolio.isPending) onChange(!pinned);
      }}
    >
      <PinIcon size={18} />
      {pinned ? t('portfolio.unpin') : t('portfolio.pin')}
    </button>
  );
}
