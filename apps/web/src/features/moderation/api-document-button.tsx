import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moderationEndpoints } from '@vitrina/contract/endpoints/moderation';
import { Alert } from '@/components/ui/alert.tsx';
import { call } from '@/lib/api-client.ts';
import { saveBlob } from '@/lib/save-blob.ts';

/** The moderation calls' own OpenAPI document, saved as a file: /api/docs leaves them out. */
export function ApiDocumentButton() {
  const { t } = useTranslation('moderation');
  const [failed, setFailed] = useState(false);

  async function download() {
    setFailed(false);
    try {
      const document = await call(moderationEndpoints.document);
      saveBlob(
        new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }),
        'vitrina-moderation-openapi.json',
      );
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className="moderation__api">
      <p>{t('apiDocument.lead')}</p>
      <button type="button" className="button button--ghost" onClick={() => void download()}>
        {t('apiDocument.download')}
      </button>
      {failed && <Alert tone="error">{t('apiDocument.failed')}</Alert>}
    </div>
  );
}
