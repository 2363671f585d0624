import { z } from 'zod';
import { WIZARD_STEP_COUNT } from './constants.ts';

/**
 * Where a talent's wizard stands: null until it is first shown, open while unfinished (the feed offers it
 * again), finished by its last step, or dismissed from the feed's card. Kept on the server, so every device agrees.
 */
export const wizardStatusSchema = z.enum(['open', 'finished', 'dismissed']);
export type WizardStatus = z.infer<typeof wizardStatusSchema>;

export const wizardStateSchema = z.object({
  status: wizardStatusSchema.nullable(),
  /** The step last shown, 1 to WIZARD_STEP_COUNT: the feed's card goes back there. */
  step: z.number().int().min(1).max(WIZARD_STEP_COUNT),
});
export type WizardState = z.infer<typeof wizardStateSchema>;

export const wizardStepRequestSchema = z.strictObject({ step: z.number().int().min(1).max(WIZARD_STEP_COUNT) });
export type WizardStepRequest = z.infer<typeof wizardStepRequestSchema>;
