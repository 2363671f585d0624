import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Post } from '@vitrina/contract/posts';
import { resizeUrl } from '@vitrina/contract/media-rules';
import { FileIcon, PlayIcon, TextIcon } from '@/components/ui/content-icons.tsx';
import { paths } from '@/lib/paths.ts';

/** The first words of a post, for a tile's caption and the names of its controls. */
export function postExcerpt(post: Post, fallback: string, max = 80): string {
  const text = post.description.trim().replace(/\s+/g, ' ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text || fallback;
}

/** What a pinned post shows on its tile: its first photo, else what kind of post it is. */
export function PortfolioCover({ post }: { post: Post }) {
  const photo = post.files.find((file) => file.type === 'PHOTO');
  if (photo) {
    return (
      <img
        className="portfolio__image"
        src={resizeUrl(photo.filename, 'c309x309')}
        srcSet={`${resizeUrl(photo.filename, 'c618x618')} 2x`}
        alt=""
        width={309}
        height={309}
        loading="lazy"
        decoding="async"
      />
    );
  }
  const Icon = post.videoId ? PlayIcon : post.files.length > 0 ? FileIcon : TextIcon;
  return (
    <span className="portfolio__placeholder" aria-hidden="true">
      <Icon size={28} />
    </span>
  );
}

/** One pinned post: its cover and first words, a link to the post (to its first photo when it has photos). */
export function PortfolioTile({ post }: { post: Post }) {
  const { t } = useTranslation('posts');
  const excerpt = postExcerpt(post, t('portfolio.untitled'));
  const photos = post.files.filter((file) => file.type === 'PHOTO').length;
  const kind =
    photos > 0
      ? t('portfolio.photo')
      : post.videoId
        ? t('portfolio.video')
        : post.files.length > 0
          ? t('portfolio.file')
          : null;
  // A post of words alone is its words: set large on the tile, like a quote.
  if (kind === null) {
    return (
      <Link className="portfolio__tile portfolio__tile--text" to={paths.post(post.id)}>
        <span className="portfolio__quote">{postExcerpt(post, excerpt, 160)}</span>
      </Link>
    );
  }
  return (
    <Link className="portfolio__tile" to={photos > 0 ? paths.postPhoto(post.id, 1) : paths.post(post.id)}>
      <PortfolioCover post={post} />
      <span className="portfolio__caption">
        {kind && <span className="portfolio__kind">{kind}</span>}
        <span className="portfolio__text">{excerpt}</span>
      </span>
    </Link>
  );
}
