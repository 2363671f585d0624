import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FormPage } from '@/components/ui/form-page.tsx';
import { clearRegisteredUser, readRegisteredUser, saveRegisteredUser } from '@/features/auth/registered-user.ts';
import { RegistrationSent } from '@/features/auth/registration-sent.tsx';
import { paths } from '@/lib/paths.ts';
import { langOf } from '@/i18n/use-lang.ts';

/** /register/success: only right after a registration in this tab; leaving it forgets that record. */
export default function RegisterSuccessPage() {
  const { i18n } = useTranslation();
  const [user] = useState(readRegisteredUser);
  useEffect(() => {
    if (!user) return;
    // Re-saved on mount so StrictMode's mount–unmount–mount keeps it; cleared for good when left.
    saveRegisteredUser(user);
    return () => clearRegisteredUser();
  }, [user]);
  if (!user) return <Navigate to={paths.landing} replace />;
  return (
    <FormPage>
      <RegistrationSent user={user} lang={langOf(i18n.language)} />
    </FormPage>
  );
}
