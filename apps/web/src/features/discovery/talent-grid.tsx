import type { TalentCard as Talent } from '@vitrina/contract/discovery';
import { PAGE_SIZE } from '@vitrina/contract/constants';
import { TalentCard, TalentCardSkeleton } from './talent-card.tsx';

/** Cards in a responsive grid: two to a row on phones, up to four on wide screens. */
export function TalentGrid({ talents, label }: { talents: readonly Talent[]; label?: string }) {
  return (
    <ul className="talent-grid" aria-label={label}>
      {talents.map((talent) => (
        <li key={talent.id}>
          <TalentCard talent={talent} />
        </li>
      ))}
    </ul>
  );
}

export function TalentGridSkeleton({ count = PAGE_SIZE }: { count?: number }) {
  return (
    <ul className="talent-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <TalentCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
