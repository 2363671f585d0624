import { useState } from 'react';
import { normalizeEmail } from '@vitrina/contract/email-rules';
import type { RegisterRequest, RegisterResponse } from '@vitrina/contract/auth';
import { apiErrorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import type { CheckResult, useEmailCheck } from './email-check.tsx';
import { useRegisterUser } from './register-user.ts';

/**
 * The registration's submission: it waits for an address check still running, then sends; the server's refusals come
 * back as rules (a taken address as the check's answer) or as a failure, and `showList` brings them into view.
 */
export function useRegistration({
  lang,
  onRegistered,
  emailCheck: { checked, setChecked },
  showList,
}: {
  lang: 'es' | 'en';
  onRegistered: (user: RegisterResponse & { email: string }) => void;
  emailCheck: Pick<ReturnType<typeof useEmailCheck>, 'checked' | 'setChecked'>;
  showList: () => void;
}) {
  const registerUser = useRegisterUser();
  const [serverRules, setServerRules] = useState<{ field: string; code: string }[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (values: RegisterRequest, pendingCheck: Promise<CheckResult> | null) => {
    setServerRules([]);
    setFailure(null);
    const address = normalizeEmail(values.email ?? '');
    // A submission made while the address is being checked waits for the answer.
    const latest = pendingCheck ? await pendingCheck : checked;
    if (latest?.exists && latest.email === address) return showList();
    try {
      const { id } = await registerUser.mutateAsync({ ...values, langCode: lang });
      onRegistered({ id, email: address });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'correo_existe') {
        setChecked({ email: address, exists: true });
      } else if (error instanceof ApiError && error.body.errors.length > 0) {
        setServerRules(error.body.errors.filter((entry) => entry.code !== 'correo_existe'));
        if (error.body.errors.some((entry) => entry.code === 'correo_existe'))
          setChecked({ email: address, exists: true });
      } else {
        setFailure(apiErrorText(error));
      }
      showList();
    }
  };
  return { serverRules, failure, send };
}
