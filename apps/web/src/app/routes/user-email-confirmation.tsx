import { FormPage } from '@/components/ui/form-page.tsx';
import { EmailLinkOutcome } from '@/features/accounts/settings/email-link-outcome.tsx';

/** /user/email/confirmation#<token>: outside the guards (the link is opened logged in or not). */
export default function UserEmailConfirmationPage() {
  return (
    <FormPage>
      <EmailLinkOutcome kind="confirmation" />
    </FormPage>
  );
}
