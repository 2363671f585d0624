import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/ui/icons.tsx';
import './onboarding.css';

/** The server keeps the step shown (1 to WIZARD_STEP_COUNT in the contract): the two lists have one length. */
export const WIZARD_STEPS = ['categories', 'photo', 'cover', 'talent', 'sheet', 'share'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The wizard's six steps with the current one marked (aria-current="step"). */
export function WizardProgress({ current }: { current: number }) {
  const { t } = useTranslation('onboarding');
  return (
    <nav className="wizard-progress" aria-label={t('wizard.progressLabel')}>
      <p className="wizard-progress__count">
        {t('wizard.stepOf', { step: current + 1, total: WIZARD_STEPS.length })}
        <span className="wizard-progress__now"> · {t(`wizard.steps.${WIZARD_STEPS[current] ?? 'categories'}`)}</span>
      </p>
      <ol className="wizard-progress__list">
        {WIZARD_STEPS.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={`wizard-progress__step wizard-progress__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="wizard-progress__dot" aria-hidden="true">
                {state === 'done' ? <CheckIcon size={14} /> : index + 1}
              </span>
              <span className="wizard-progress__label">{t(`wizard.steps.${step}`)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
