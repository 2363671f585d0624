import { FormPage } from '@/components/ui/form-page.tsx';
import { FactorRemovalCancel } from '@/features/auth/factor-removal-cancel.tsx';

/** /seguridad/cancelar-retiro#<token>: outside the guards (the e-mail's link is opened logged in or not). */
export default function FactorRemovalCancelPage() {
  return (
    <FormPage>
      <FactorRemovalCancel />
    </FormPage>
  );
}
