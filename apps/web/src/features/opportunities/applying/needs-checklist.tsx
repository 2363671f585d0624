import { useTranslation } from 'react-i18next';
import type { RoleNeed } from '@vitrina/contract/opportunity-limits';
import { labelIn, needLabels } from '@vitrina/contract/opportunity-labels';
import { CheckIcon } from '@/components/ui/icons.tsx';
import { useLang } from '@/i18n/use-lang.ts';

/** What the role asks for, each ticked once the application carries it. */
export function NeedsChecklist({ items }: { items: { need: RoleNeed; done: boolean }[] }) {
  const { t } = useTranslation('applying');
  const lang = useLang();
  const left = items.filter((item) => !item.done).length;
  return (
    <section className="apply-checklist" aria-labelledby="apply-checklist-title">
      <h2 id="apply-checklist-title">{t('checklist.title')}</h2>
      <ul>
        {items.map(({ need, done }) => (
          <li key={need} className={done ? 'apply-checklist__item is-done' : 'apply-checklist__item'}>
            <span className="apply-checklist__mark" aria-hidden="true">
              {done && <CheckIcon size={16} />}
            </span>
            <span>{labelIn(needLabels, need, lang)}</span>
            <span className="visually-hidden">{done ? t('checklist.done') : t('checklist.missing')}</span>
          </li>
        ))}
      </ul>
      <p className="apply-checklist__summary" role="status">
        {left === 0 ? t('checklist.complete') : t('checklist.left', { count: left })}
      </p>
    </section>
  );
}
