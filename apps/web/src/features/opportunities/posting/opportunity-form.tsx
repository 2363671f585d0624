import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Opportunity } from '@vitrina/contract/opportunities';
import { MAX_ROLES } from '@vitrina/contract/opportunity-limits';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { errorUnder } from './form-errors.ts';
import { WhatSection, WhereWhenSection } from './opportunity-basics.tsx';
import { draftOf, emptyRole, type OpportunityDraft, type RoleDraft } from './opportunity-draft.ts';
import { PaySection } from './pay-section.tsx';
import { RoleEditor } from './role-editor.tsx';
import { usePostingSubmit, type Intent } from './use-posting-submit.ts';

/** The rule against asking talents for money, beside the form in the reader's language. */
function MoneyRule() {
  const { t } = useTranslation('posting');
  return (
    <aside className="posting-rule" aria-labelledby="posting-rule-title">
      <h2 id="posting-rule-title">{t('rule.title')}</h2>
      <p>{t('rule.body')}</p>
      <ul>
        <li>{t('rule.fees')}</li>
        <li>{t('rule.sessions')}</li>
        <li>{t('rule.packages')}</li>
      </ul>
      <p>{t('rule.consequence')}</p>
    </aside>
  );
}

/**
 * The whole opportunity form (opportunityInputSchema): what, where and when, the pay, 1–20 roles. A draft is
 * saved or published; an open one is changed in place, and its applicants are told.
 */
export function OpportunityForm({
  initial,
  saved,
  arrival,
}: {
  initial: OpportunityDraft;
  saved: Opportunity | null;
  /** What the save that led here said, until this form saves or fails itself. */
  arrival?: ReactNode;
}) {
  const { t } = useTranslation('posting');
  const [draft, setDraft] = useState(initial);
  const { errors, problem, savedNow, busy, attempt, submit } = usePostingSubmit(saved, (written) =>
    setDraft(draftOf(written)),
  );
  const summary = useRef<HTMLDivElement>(null);
  const isOpen = saved?.state === 'open';

  useEffect(() => {
    if (attempt > 0) summary.current?.focus();
  }, [attempt]);

  const change = (patch: Partial<OpportunityDraft>) => setDraft((old) => ({ ...old, ...patch }));
  const changeRole = (index: number, patch: Partial<RoleDraft>) =>
    setDraft((old) => ({ ...old, roles: old.roles.map((role, i) => (i === index ? { ...role, ...patch } : role)) }));
  const errorAt = (path: string) => {
    const code = errorUnder(errors, path);
    return code ? errorText(code) : undefined;
  };
  const send = (intent: Intent) => (event?: FormEvent) => {
    event?.preventDefault();
    void submit(draft, intent);
  };

  const problems = [...new Set(Object.values(errors).map((code) => errorText(code)))];
  const rolesError = errors.roles;

  return (
    <div className="posting-layout">
      <form className="posting-form" noValidate onSubmit={send('save')}>
        <div ref={summary} tabIndex={-1} className="posting-summary">
          {attempt === 0 && !savedNow && arrival}
          {problems.length > 0 && (
            <Alert tone="error" title={t('form.fix', { count: Object.keys(errors).length })}>
              <ul>
                {problems.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </Alert>
          )}
          {problems.length === 0 && problem !== null && <Alert tone="error">{apiErrorText(problem)}</Alert>}
          {savedNow && <Alert tone="success">{isOpen ? t('form.savedOpen') : t('form.saved')}</Alert>}
        </div>
        {isOpen && <Alert tone="info">{t('form.openNote')}</Alert>}

        <WhatSection draft={draft} errorAt={errorAt} onChange={change} />
        <WhereWhenSection draft={draft} errorAt={errorAt} onChange={change} />
        <PaySection draft={draft} errorAt={errorAt} onChange={change} />

        <section className="posting-section" aria-labelledby="posting-roles">
          <h2 id="posting-roles">{t('form.roles', { n: draft.roles.length, max: MAX_ROLES })}</h2>
          {rolesError && <p className="field__error">{errorText(rolesError)}</p>}
          {draft.roles.map((role, index) => (
            <RoleEditor
              key={role.uid}
              role={role}
              index={index}
              category={draft.category}
              errors={errors}
              canRemove={draft.roles.length > 1}
              onChange={(patch) => changeRole(index, patch)}
              onRemove={() => setDraft((old) => ({ ...old, roles: old.roles.filter((_, i) => i !== index) }))}
            />
          ))}
          {draft.roles.length < MAX_ROLES && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setDraft((old) => ({ ...old, roles: [...old.roles, emptyRole()] }))}
            >
              {t('form.addRole')}
            </button>
          )}
        </section>

        <div className="form-actions posting-actions">
          {isOpen ? (
            <button type="submit" className="button button--primary" disabled={busy !== null}>
              {busy ? <Spinner /> : null} {t('form.saveChanges')}
            </button>
          ) : (
            <>
              <button type="submit" className="button button--ghost" disabled={busy !== null}>
                {busy === 'save' ? <Spinner /> : null} {t('form.saveDraft')}
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={busy !== null}
                onClick={send('publish')}
              >
                {busy === 'publish' ? <Spinner /> : null} {t('form.publish')}
              </button>
            </>
          )}
        </div>
      </form>
      <MoneyRule />
    </div>
  );
}
