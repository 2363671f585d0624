import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { AccountType } from '@vitrina/contract/users';
import { FormPage } from '@/components/ui/form-page.tsx';
import { AccountTypeChoice } from '@/features/accounts/onboarding/account-type-choice.tsx';
import { useSetAccountType } from '@/features/accounts/onboarding/set-account-type.ts';
import { useSelf, useSession } from '@/lib/session-context.ts';
import { paths } from '@/lib/paths.ts';

/** /register/select: talento → wizard, agencia → agency setup; a user who already has a type goes to /. */
export default function RegisterSelectPage() {
  const { t } = useTranslation('onboarding');
  const self = useSelf();
  const session = useSession();
  const navigate = useNavigate();
  const setType = useSetAccountType();
  const [chosen, setChosen] = useState<AccountType | null>(null);

  if (self?.user.type && !chosen) return <Navigate to={paths.landing} replace />;

  const choose = async (type: AccountType) => {
    setChosen(type);
    try {
      const { token } = await setType.mutateAsync(type);
      await session.refresh(token);
      void navigate(type === 'talento' ? paths.registerWizard : paths.registerAgencia, { replace: true });
    } catch {
      // Spec §8: a failed type selection fails silently.
      void navigate(paths.landing, { replace: true });
    }
  };

  return (
    <FormPage width="wide">
      <h1 className="auth-title">{t('select.title')}</h1>
      <p className="auth-lead">{t('select.lead')}</p>
      <AccountTypeChoice onChoose={(type) => void choose(type)} pending={chosen} />
    </FormPage>
  );
}
