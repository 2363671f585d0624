import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Shares the page: the device's share sheet where there is one, the clipboard otherwise; says what happened. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation('board');
  const [said, setSaid] = useState('');
  const url = new URL(path, window.location.origin).toString();
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The person closed the sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setSaid(t('share.copied'));
    } catch {
      setSaid(t('share.failed', { url }));
    }
  };
  return (
    <span className="share-opportunity">
      <button type="button" className="button button--ghost" onClick={() => void share()}>
        {t('share.button')}
      </button>
      <span role="status" className="share-opportunity__said">
        {said}
      </span>
    </span>
  );
}
