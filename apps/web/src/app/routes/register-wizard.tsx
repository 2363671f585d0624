import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { FormPage } from '@/components/ui/form-page.tsx';
import { CategoryPicker } from '@/features/categories/category-picker.tsx';
import { ImageUpload, type StorePendingImage } from '@/features/media/image-upload.tsx';
import { BiographyStep } from '@/features/accounts/onboarding/biography-step.tsx';
import { FirstVideo } from '@/features/posts/video/first-video.tsx';
import { useSaveWizard } from '@/features/accounts/onboarding/save-wizard.ts';
import { ShareInvites } from '@/features/accounts/onboarding/share-invites.tsx';
import { WIZARD_STEPS, WizardProgress } from '@/features/accounts/onboarding/wizard-progress.tsx';
import { recordWizardStep } from '@/features/accounts/onboarding/wizard-state.ts';
import { useSelf, useSession } from '@/lib/session-context.ts';
import { WIZARD_PREVIEW_HEIGHT } from '@vitrina/contract/constants';
import { apiErrorText } from '@/i18n/error-text.ts';
import { paths } from '@/lib/paths.ts';
import { useLang } from '@/i18n/use-lang.ts';
import { FollowSuggestionsPanel } from '../follow-suggestions-panel.tsx';
import { WizardSheet } from '@/features/scouting/wizard-sheet.tsx';

/** The step lives in the address (?paso=N) so the browser's back button walks the wizard. */
function useStep(): [number, (step: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('paso') ?? '1');
  const step = Number.isInteger(raw) && raw >= 1 && raw <= WIZARD_STEPS.length ? raw - 1 : 0;
  return [step, (next) => setParams({ paso: String(next + 1) })];
}

/**
 * /register/wizard: the talent's six steps; the skip link goes to /. Finishing saves the wizard and ends
 * with people to follow (talents of the person's categories, their country first), then /noticias.
 */
export default function RegisterWizardPage() {
  const { t } = useTranslation('onboarding');
  const lang = useLang();
  const self = useSelf();
  const session = useSession();
  const navigate = useNavigate();
  const [step, goTo] = useStep();
  const [biography, setBiography] = useState(() => self?.user.biography ?? '');
  const save = useSaveWizard();
  // A picture chosen on steps 2 and 3 is stored on "Next", the step's one button that stores.
  const pendingImage = useRef<StorePendingImage | null>(null);
  const [isMoving, setMoving] = useState(false);
  const [isFinished, setFinished] = useState(false);
  // The talent step's video is still going up: moving on would cut it.
  const [isVideoBusy, setVideoBusy] = useState(false);
  const isTalent = self?.user.type === 'talento';
  // The step shown is kept on the server: the feed offers an unfinished wizard again, at this step.
  const recorded = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    if (isTalent) recorded.current = recordWizardStep(step + 1).catch(() => undefined);
  }, [isTalent, step]);

  if (self && !self.user.type) return <Navigate to={paths.registerSelect} replace />;
  if (self?.user.type === 'agencia') return <Navigate to={paths.registerAgencia} replace />;

  const name = WIZARD_STEPS[step] ?? 'categories';
  const back =
    step > 0 ? (
      <button type="button" className="button button--ghost" onClick={() => goTo(step - 1)}>
        {t('wizard.back')}
      </button>
    ) : null;
  const moveOn = async () => {
    setMoving(true);
    try {
      // A picture that could not be stored keeps the person here, its error shown by the uploader.
      if (pendingImage.current && !(await pendingImage.current())) return;
    } finally {
      setMoving(false);
    }
    goTo(step + 1);
  };
  const next = (
    <button
      type="button"
      className="button button--primary"
      disabled={isMoving || isVideoBusy}
      aria-busy={isMoving}
      onClick={() => void moveOn()}
    >
      {isMoving ? t('wizard.storing') : t('wizard.next')}
    </button>
  );

  // Leaving early: the session reads the wizard's state again, so the feed offers it at once.
  const skip = async () => {
    await recorded.current;
    await session.refresh().catch(() => undefined);
    await navigate(paths.landing);
  };

  const finish = async (shareContats: string[]) => {
    try {
      const { token } = await save.mutateAsync({ biography, shareContats, lang });
      await session.refresh(token);
      setFinished(true);
    } catch {
      // The error is shown below the form.
    }
  };

  if (isFinished) {
    return (
      <FormPage width="wide">
        <h1 className="wizard-title">{t('wizard.follow.title')}</h1>
        <p className="auth-lead">{t('wizard.follow.lead')}</p>
        <FollowSuggestionsPanel headingLevel={2} />
        <div className="wizard-actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => void navigate(paths.news, { replace: true })}
          >
            {t('wizard.follow.done')}
          </button>
        </div>
      </FormPage>
    );
  }

  return (
    <FormPage width="wide">
      <div className="wizard-head">
        <WizardProgress current={step} />
      </div>
      <h1 className="wizard-title">{t(`wizard.${name}.title`)}</h1>
      <p className="auth-lead">{t(`wizard.${name}.lead`)}</p>

      {name === 'categories' && <CategoryPicker label={t('wizard.categories.label')} lang={lang} />}
      {/* Steps 2 and 3: the media issue's upload component; it stores the refreshed token itself. */}
      {name === 'photo' && (
        <ImageUpload kind="profile" previewHeight={WIZARD_PREVIEW_HEIGHT} pendingRef={pendingImage} />
      )}
      {name === 'cover' && <ImageUpload kind="cover" previewHeight={WIZARD_PREVIEW_HEIGHT} pendingRef={pendingImage} />}
      {name === 'talent' && (
        <>
          <BiographyStep value={biography} onChange={setBiography} />
          <FirstVideo onBusy={setVideoBusy} />
        </>
      )}

      {name === 'sheet' && <WizardSheet />}

      {name === 'share' ? (
        <>
          {save.error && (
            <Alert tone="error" title={t('wizard.failed')} className="wizard-error">
              <p>{apiErrorText(save.error)}</p>
            </Alert>
          )}
          <ShareInvites busy={save.isPending} onFinish={(addresses) => void finish(addresses)} backButton={back} />
        </>
      ) : (
        <div className="wizard-actions">
          {back}
          {next}
        </div>
      )}
      <p className="auth-footer">
        <Link
          className="wizard-skip"
          to={paths.landing}
          onClick={(event) => {
            event.preventDefault();
            void skip();
          }}
        >
          {t('wizard.skip')}
        </Link>
      </p>
    </FormPage>
  );
}
