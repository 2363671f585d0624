import { useEffect, type RefObject } from 'react';

/**
 * A prerendered form can be typed into before it hydrates: the text is in its fields, but the handlers that
 * track it (react-hook-form's, an enabled button) were not there yet. Once hydrated, each filled field
 * announces its text as typing would.
 */
export function useAdoptTypedText(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
    for (const element of Array.from(formRef.current?.elements ?? [])) {
      if (!(element instanceof HTMLInputElement) || !element.name || element.value === '') continue;
      if (element.type === 'checkbox' || element.type === 'radio' || element.type === 'file') continue;
      // React skips an input event whose value it already tracks: it tracks '' and the text is set anew.
      const text = element.value;
      element.value = '';
      nativeValue?.set?.call(element, text);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, [formRef]);
}
