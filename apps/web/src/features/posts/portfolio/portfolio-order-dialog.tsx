import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '@vitrina/contract/posts';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ChevronDownIcon } from '@/components/ui/icons.tsx';
import { ChevronUpIcon } from '@/components/ui/order-icons.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useReorderPins } from '../api/reorder-pins.ts';
import { moveItem } from './portfolio-order.ts';
import { PortfolioCover, postExcerpt } from './portfolio-tile.tsx';

/**
 * Orders my portfolio: drag a row with the mouse, or move it with its up and down buttons (keyboard
 * and touch); each move is announced. Nothing is sent until "Save the order".
 */
export function PortfolioOrderDialog({
  open,
  profileUrl,
  posts,
  onClose,
}: {
  open: boolean;
  profileUrl: string;
  posts: readonly Post[];
  onClose: () => void;
}) {
  const { t } = useTranslation('posts');
  const save = useReorderPins(profileUrl);
  const [order, setOrder] = useState(() => posts.map((post) => post.id));
  const [wasOpen, setWasOpen] = useState(open);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Each opening starts from the portfolio as it is now.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setOrder(posts.map((post) => post.id));
      setAnnouncement('');
      save.reset();
    }
  }

  const byId = new Map(posts.map((post) => [post.id, post]));
  const rows = order.flatMap((id) => byId.get(id) ?? []);
  const excerpt = (post: Post) => postExcerpt(post, t('portfolio.untitled'));

  const move = (from: number, to: number) => {
    const post = rows[from];
    if (!post || to < 0 || to >= rows.length) return;
    setOrder((current) => moveItem(current, from, to));
    setAnnouncement(t('portfolio.moved', { text: excerpt(post), n: to + 1, total: rows.length }));
  };
  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('portfolio.reorderTitle')}
      description={<p>{t('portfolio.reorderHint')}</p>}
      className="portfolio-order"
    >
      <ol className="portfolio-order__list">
        {rows.map((post, index) => (
          <li
            key={post.id}
            className={`portfolio-order__row${dragged === index ? ' portfolio-order__row--dragged' : ''}`}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              setDragged(index);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={dropOn(index)}
            onDragEnd={() => setDragged(null)}
          >
            <span className="portfolio-order__place" aria-hidden="true">
              {index + 1}
            </span>
            <span className="portfolio-order__thumb">
              <PortfolioCover post={post} />
            </span>
            <span className="portfolio-order__text">{excerpt(post)}</span>
            <span className="portfolio-order__moves">
              <button
                type="button"
                className="post-icon-button"
                aria-label={t('portfolio.moveUp', { text: excerpt(post) })}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ChevronUpIcon size={18} />
              </button>
              <button
                type="button"
                className="post-icon-button"
                aria-label={t('portfolio.moveDown', { text: excerpt(post) })}
                disabled={index === rows.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ChevronDownIcon size={18} />
              </button>
            </span>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {save.isError && <Alert tone="error">{apiErrorText(save.error)}</Alert>}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('actions.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={save.isPending}
          onClick={() => save.mutate(order, { onSuccess: onClose })}
        >
          {save.isPending && <Spinner />}
          {t('portfolio.saveOrder')}
        </button>
      </div>
    </Dialog>
  );
}
