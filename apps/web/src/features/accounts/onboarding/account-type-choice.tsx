import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@vitrina/contract/users';
import { BriefcaseIcon, ChevronRightIcon, StarIcon } from '@/components/ui/icons.tsx';
import './onboarding.css';

/** The two account types of spec §2: show my talent (talento) or search for talent (agencia). */
export function AccountTypeChoice({
  onChoose,
  pending,
}: {
  onChoose: (type: AccountType) => void;
  pending: AccountType | null;
}) {
  const { t } = useTranslation('onboarding');
  const options: { type: AccountType; icon: ReactNode }[] = [
    { type: 'talento', icon: <StarIcon size={30} /> },
    { type: 'agencia', icon: <BriefcaseIcon size={30} /> },
  ];
  return (
    <ul className="type-choice" role="list">
      {options.map(({ type, icon }) => (
        <li key={type}>
          <button
            type="button"
            className={`type-card type-card--${type}`}
            onClick={() => onChoose(type)}
            disabled={pending !== null}
            aria-busy={pending === type || undefined}
          >
            <span className="type-card__icon">{icon}</span>
            <span className="type-card__text">
              <span className="type-card__title">{t(`select.${type}.title`)}</span>
              <span className="type-card__body">{t(`select.${type}.body`)}</span>
            </span>
            <span className="type-card__go" aria-hidden="true">
              <ChevronRightIcon />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
