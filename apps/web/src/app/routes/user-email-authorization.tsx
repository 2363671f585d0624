import { FormPage } from '@/components/ui/form-page.tsx';
import { EmailLinkOutcome } from '@/features/accounts/settings/email-link-outcome.tsx';

/** /user/email/authorization#<token>: outside the guards (the link is opened logged in or not). */
export default function UserEmailAuthorizationPage() {
  return (
    <FormPage>
      <EmailLinkOutcome kind="authorization" />
    </FormPage>
  );
}
