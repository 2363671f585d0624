import { fireEvent, screen, within } from '@testing-library/react';

/** The day, month and year selects of the birth-date group named `legend`, in either language. */
export function birthDateSelects(legend: string) {
  const group = within(screen.getByRole('group', { name: legend }));
  return {
    day: group.getByLabelText(/^(Día|Day)$/) as HTMLSelectElement,
    month: group.getByLabelText(/^(Mes|Month)$/) as HTMLSelectElement,
    year: group.getByLabelText(/^(Año|Year)$/) as HTMLSelectElement,
  };
}

/** Chooses 'YYYY-MM-DD' in the birth-date group named `legend` (year first, so the day exists); '' clears it. */
export function pickBirthDate(legend: string, value: string) {
  const { day, month, year } = birthDateSelects(legend);
  const [y = '', m = '', d = ''] = value ? value.split('-').map((part) => String(Number(part))) : [];
  for (const [select, wanted] of [
    [year, y],
    [month, m],
    [day, d],
  ] as const) {
    fireEvent.change(select, { target: { value: wanted } });
    // A select silently refuses a value it has no option for; say so rather than test something else.
    if (select.value !== wanted) throw new Error(`${legend}: no option ${wanted} in ${select.id}`);
  }
}
