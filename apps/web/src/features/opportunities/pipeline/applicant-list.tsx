import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Applicant } from '@vitrina/contract/applications';
import { ApplicantCard } from './applicant-card.tsx';
import './applicant-card.css';

/**
 * The filing's applicants. From a tick, the up and down arrows move to the next applicant's tick, and with Shift
 * they select her too; Space ticks as any checkbox does.
 */
export function ApplicantList({
  rows,
  selected,
  onSelect,
  onOpen,
  onDragStart,
}: {
  rows: Applicant[];
  selected: readonly number[];
  onSelect: (id: number, on: boolean) => void;
  onOpen: (applicant: Applicant) => void;
  onDragStart: (id: number) => void;
}) {
  const { t } = useTranslation('pipeline');

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    const id = Number(target.dataset.applicant);
    if (!id || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    const at = rows.findIndex((row) => row.id === id);
    const next = rows[at + (event.key === 'ArrowDown' ? 1 : -1)];
    if (!next) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLInputElement>(`input[data-applicant="${next.id}"]`)?.focus();
    if (event.shiftKey) {
      if (!selected.includes(id)) onSelect(id, true);
      if (!selected.includes(next.id)) onSelect(next.id, true);
    }
  };

  return (
    <ul className="applicant-list" aria-label={t('applicants')} onKeyDown={onKeyDown}>
      {rows.map((applicant) => (
        <ApplicantCard
          key={applicant.id}
          applicant={applicant}
          selected={selected.includes(applicant.id)}
          onSelect={(on) => onSelect(applicant.id, on)}
          onOpen={() => onOpen(applicant)}
          onDragStart={() => onDragStart(applicant.id)}
        />
      ))}
    </ul>
  );
}
