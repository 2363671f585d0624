import { act, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { useAdoptTypedText } from './use-adopt-typed-text.ts';

function Form({ adopt }: { adopt: boolean }) {
  const form = useForm({ defaultValues: { email: '' } });
  const formRef = useRef<HTMLFormElement>(null);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the same branch on every render of a tree
  if (adopt) useAdoptTypedText(formRef);
  const email = useWatch({ control: form.control, name: 'email' });
  return (
    <form ref={formRef}>
      <input aria-label="email" {...form.register('email')} />
      <button disabled={!email}>send</button>
    </form>
  );
}

async function typeThenHydrate(adopt: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form adopt={adopt} />);
  document.body.append(container);
  container.querySelector('input')!.value = 'ana@example.com';
  await act(async () => {
    hydrateRoot(container, <Form adopt={adopt} />);
  });
  return container;
}

describe('useAdoptTypedText', () => {
  it('keeps what was typed into a prerendered form before it hydrated, and the form sees it', async () => {
    const container = await typeThenHydrate(true);
    expect(container.querySelector('input')!.value).toBe('ana@example.com');
    expect(container.querySelector('button')!.disabled).toBe(false);
  });

  it('without it, the watched value misses the early text (why the hook exists)', async () => {
    const container = await typeThenHydrate(false);
    expect(container.querySelector('button')!.disabled).toBe(true);
  });
});
