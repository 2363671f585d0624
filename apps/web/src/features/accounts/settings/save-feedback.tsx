import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { apiErrorText, fieldErrorTexts } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';

export type SaveState =
  { status: 'idle' } | { status: 'success' } | { status: 'error'; items: string[]; reason?: string };

/** The state of one settings save: success, or failure with the server's list of what to correct. */
export function useSaveState() {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const succeed = useCallback(() => setState({ status: 'success' }), []);
  const fail = useCallback((error: unknown, extra: string[] = []) => {
    const items = error instanceof ApiError ? fieldErrorTexts(error.body.errors) : [];
    const all = [...new Set([...items, ...extra])];
    // Without a list (too many attempts, no connection...), the reason itself is worth telling.
    setState({ status: 'error', items: all, reason: all.length === 0 ? apiErrorText(error) : undefined });
  }, []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, succeed, fail, reset };
}

/** warning.actualizacion_exitosamente, or error.intente_nuevamente with the list under user.corregir_cambios. */
export function SaveFeedback({ state }: { state: SaveState }) {
  const { t } = useTranslation('settings');
  if (state.status === 'success') return <Alert tone="success">{t('warning.actualizacion_exitosamente')}</Alert>;
  if (state.status !== 'error') return null;
  return (
    <Alert tone="error" title={t('error.intente_nuevamente')}>
      {state.reason && <p>{state.reason}</p>}
      {state.items.length > 0 && (
        <>
          <p>{t('user.corregir_cambios')}</p>
          <ul>
            {state.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}
