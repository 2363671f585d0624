import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The recovery codes, shown this once: a list to copy, a .txt to download, and "saved" to hide them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const heading = useRef<HTMLHeadingElement>(null);
  // The codes replace the form the person was in: reading starts at their heading.
  useEffect(() => heading.current?.focus(), []);
  const file = [t('security.fileHeading'), '', ...codes, ''].join('\n');
  return (
    <div className="recovery-codes" role="region" aria-labelledby="recovery-codes-title">
      <h3 className="settings-section__title" id="recovery-codes-title" ref={heading} tabIndex={-1}>
        {t('security.newCodesTitle')}
      </h3>
      <p className="settings-section__lead">{t('security.newCodesLead')}</p>
      <ol className="recovery-codes__list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="form-actions">
        <a
          className="button button--ghost"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download={t('security.fileName')}
        >
          {t('security.download')}
        </a>
        <button type="button" className="button button--primary" onClick={onDone}>
          {t('security.saved')}
        </button>
      </div>
    </div>
  );
}
