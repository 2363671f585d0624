import { useRef, useState, type FormEvent } from 'react';
import type { FieldIssues, FieldPath, LazyResolver } from '@/lib/lazy-resolver.ts';
import { useAdoptTypedText } from '@/lib/use-adopt-typed-text.ts';

/** A text field of the form data (a radio group gives its checked value), '' when it has none. */
export function textOf(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The state of a guest form (login, forgot, register) without a form library, to keep one off these
 * pages: the fields stay uncontrolled and are read on submit (`read`), the contract's schema checks them
 * then, and after a first submission a field is checked again as it changes, so its rule follows what
 * is typed. A field that is not an input (the birth date's fieldset) is found by its group's name.
 */
export function useGuestForm<TValues, TOutput>(
  resolver: LazyResolver<TValues, TOutput>,
  read: (data: FormData) => TValues,
) {
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedText(formRef);
  const [errors, setErrors] = useState<FieldIssues<TValues>>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  /** A submit handler: `onValid` gets the schema's output; `onInvalid` runs once the failed rules are set. */
  const handleSubmit =
    (onValid: (data: TOutput) => unknown, onInvalid?: () => void) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const values = read(new FormData(event.currentTarget));
      setSubmitting(true);
      try {
        const result = await resolver(values);
        if ('errors' in result) {
          setErrors(result.errors);
          onInvalid?.();
        } else {
          setErrors({});
          await onValid(result.data);
        }
      } finally {
        setSubmitting(false);
        setSubmitted(true);
      }
    };

  /** The form's `onChange`: once submitted, a changed field's rule is checked again (only that field's). */
  const revalidate = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    const field = (target.name || target.closest('fieldset[name]')?.getAttribute('name')) as FieldPath<TValues>;
    if (!submitted || !field) return;
    void resolver(read(new FormData(event.currentTarget))).then((result) =>
      setErrors((current) => {
        const next = { ...current };
        const issue = 'errors' in result ? result.errors[field] : undefined;
        if (issue) next[field] = issue;
        else delete next[field];
        return next;
      }),
    );
  };

  return { formRef, errors, submitting, submitted, handleSubmit, revalidate };
}
