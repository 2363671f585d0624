import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLanguage } from '@/test/render.tsx';
import { BirthDateField, type BirthDateHandle } from './birth-date-field.tsx';

/** The field held by a parent that owns the value, as react-hook-form's Controller does. */
function Holder({
  lang,
  initial = '',
  onValue = () => undefined,
  onBlur,
  error,
}: {
  lang: 'es' | 'en';
  initial?: string;
  onValue?: (value: string) => void;
  onBlur?: () => void;
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <BirthDateField
        label="Nacimiento"
        lang={lang}
        value={value}
        error={error}
        onBlur={onBlur}
        onChange={(next) => {
          onValue(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        vaciar
      </button>
      <button type="button" onClick={() => setValue('2001-03-04')}>
        cargar
      </button>
    </>
  );
}

function selects() {
  return within(screen.getByRole('group', { name: 'Nacimiento' })).getAllByRole('combobox') as HTMLSelectElement[];
}

function choose(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function optionTexts(label: string): string[] {
  return [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.text);
}

describe('BirthDateField', () => {
  afterEach(() => cleanup());

  it('in Spanish: a group named by the legend with day, month and year selects, in that order', async () => {
    await useLanguage('es');
    render(<Holder lang="es" />);
    expect(selects().map((select) => select.labels?.[0]?.textContent)).toEqual(['Día', 'Mes', 'Año']);
    expect(selects().map((select) => select.getAttribute('autocomplete'))).toEqual([
      'bday-day',
      'bday-month',
      'bday-year',
    ]);
    expect(optionTexts('Mes')).toEqual([
      'Mes',
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ]);
    const year = new Date().getFullYear();
    const years = optionTexts('Año');
    expect(years[0]).toBe('Año');
    expect(years[1]).toBe(String(year - 14));
    expect(years.at(-1)).toBe(String(year - 100));
    expect(optionTexts('Día')).toHaveLength(32);
  });

  it('in English: month, day, year, with English month names', async () => {
    await useLanguage('en');
    render(<Holder lang="en" />);
    expect(selects().map((select) => select.labels?.[0]?.textContent)).toEqual(['Month', 'Day', 'Year']);
    expect(optionTexts('Month').slice(1, 4)).toEqual(['January', 'February', 'March']);
  });

  it('gives YYYY-MM-DD once the three are chosen, in any order, and nothing while one is missing', async () => {
    await useLanguage('es');
    const onValue = vi.fn();
    render(<Holder lang="es" onValue={onValue} />);
    choose('Mes', '9');
    choose('Día', '5');
    expect(onValue).not.toHaveBeenCalled();
    choose('Año', '1996');
    expect(onValue).toHaveBeenLastCalledWith('1996-09-05');
    // Taking one part back empties the value, and the other two stay chosen.
    choose('Día', '');
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(selects().map((select) => select.value)).toEqual(['', '9', '1996']);
    choose('Día', '30');
    expect(onValue).toHaveBeenLastCalledWith('1996-09-30');
  });

  it('offers only the days of the chosen month: 29 in February of a leap year, 28 otherwise', async () => {
    await useLanguage('es');
    const onValue = vi.fn();
    render(<Holder lang="es" onValue={onValue} />);
    choose('Día', '31');
    choose('Mes', '2');
    expect(optionTexts('Día').at(-1)).toBe('29');
    expect((screen.getByLabelText('Día') as HTMLSelectElement).value).toBe('29');
    choose('Año', '2000');
    expect(onValue).toHaveBeenLastCalledWith('2000-02-29');
    choose('Año', '2001');
    expect(optionTexts('Día').at(-1)).toBe('28');
    expect(onValue).toHaveBeenLastCalledWith('2001-02-28');
    choose('Mes', '4');
    expect(optionTexts('Día').at(-1)).toBe('30');
    expect(onValue).toHaveBeenLastCalledWith('2001-04-28');
  });

  it('shows a value the form sets (a stored date, a reset) and keeps a partial choice otherwise', async () => {
    await useLanguage('es');
    render(<Holder lang="es" initial="1990-01-05" />);
    expect(selects().map((select) => select.value)).toEqual(['5', '1', '1990']);
    fireEvent.click(screen.getByRole('button', { name: 'vaciar' }));
    expect(selects().map((select) => select.value)).toEqual(['', '', '']);
    choose('Día', '7');
    expect(selects().map((select) => select.value)).toEqual(['7', '', '']);
    fireEvent.click(screen.getByRole('button', { name: 'cargar' }));
    expect(selects().map((select) => select.value)).toEqual(['4', '3', '2001']);
  });

  it('keeps a stored year older than the list', async () => {
    await useLanguage('es');
    render(<Holder lang="es" initial="1910-06-01" />);
    expect((screen.getByLabelText('Año') as HTMLSelectElement).value).toBe('1910');
  });

  it('reports a blur only when the focus leaves the group', async () => {
    await useLanguage('es');
    const onBlur = vi.fn();
    render(<Holder lang="es" onBlur={onBlur} />);
    const [day, month] = selects();
    act(() => day!.focus());
    act(() => month!.focus());
    expect(onBlur).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'vaciar' }).focus());
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('shows its error under the selects, which are marked invalid and described by it', async () => {
    await useLanguage('es');
    render(<Holder lang="es" error="Introduce tu fecha de nacimiento." />);
    const error = screen.getByText('Introduce tu fecha de nacimiento.');
    for (const select of selects()) {
      expect(select.getAttribute('aria-invalid')).toBe('true');
      expect(select.getAttribute('aria-describedby')).toBe(error.id);
    }
  });

  it('focused through its ref (as a form does on a failed rule), goes to the first part still missing', async () => {
    await useLanguage('en');
    const handle = createRef<BirthDateHandle>();
    const { rerender } = render(
      <BirthDateField label="Born" lang="en" value="" onChange={() => undefined} ref={handle} />,
    );
    act(() => handle.current?.focus());
    expect(document.activeElement).toBe(screen.getByLabelText('Month'));
    choose('Month', '5');
    act(() => handle.current?.focus());
    expect(document.activeElement).toBe(screen.getByLabelText('Day'));
    rerender(<BirthDateField label="Born" lang="en" value="1990-05-06" onChange={() => undefined} ref={handle} />);
    act(() => handle.current?.focus());
    expect(document.activeElement).toBe(screen.getByLabelText('Month'));
  });
});
