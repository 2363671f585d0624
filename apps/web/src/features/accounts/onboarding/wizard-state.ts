import { useMutation } from '@tanstack/react-query';
import { usersEndpoints } from '@vitrina/contract/endpoints/users';
import type { WizardState } from '@vitrina/contract/onboarding';
import { call } from '@/lib/api-client.ts';

/** PUT /users/wizard/step { step } → the wizard's state: where an unfinished wizard resumes, on any device. */
export function recordWizardStep(step: number): Promise<WizardState> {
  return call(usersEndpoints.wizardStep, { body: { step } });
}

/** POST /users/wizard/dismiss → the wizard's state: the feed stops offering it. */
export function dismissWizard(): Promise<WizardState> {
  return call(usersEndpoints.wizardDismiss);
}

export function useDismissWizard() {
  return useMutation({ mutationFn: dismissWizard });
}
