import { useTranslation } from 'react-i18next';
import type { PostFile } from '@vitrina/contract/posts';
import { FileIcon } from '@/components/ui/content-icons.tsx';
import { formatBytes } from '@/lib/format-bytes.ts';

/** The documents of a post: name, type and size, each opening the file (spec §2 "list of files"). */
export function FileList({ files }: { files: readonly PostFile[] }) {
  const { t, i18n } = useTranslation('posts');
  if (files.length === 0) return null;
  return (
    <ul className="file-list" aria-label={t('post.filesLabel')}>
      {files.map((file) => (
        <li key={file.id} className="file-list__item">
          <span className="file-list__icon" aria-hidden="true">
            <FileIcon size={22} />
          </span>
          <a className="file-list__link" href={file.url} target="_blank" rel="noopener noreferrer">
            <span className="file-list__name">{file.name || file.filename}</span>
            <span className="file-list__meta">
              {file.ext.toUpperCase()} · {formatBytes(file.size, i18n.language)}
              <span className="visually-hidden"> {t('post.opensNewTab')}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
