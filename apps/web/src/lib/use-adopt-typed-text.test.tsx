import { act, useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
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

const hydrated: Array<{ root: Root; container: HTMLElement }> = [];

async function typeThenHydrate(adopt: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form adopt={adopt} />);
  document.body.append(container);
  container.querySelector('input')!.value = 'ana@example.com';
  await act(async () => {
    hydrated.push({ root: hydrateRoot(container, <Form adopt={adopt} />), container });
  });
  return container;
}

describe('useAdoptTypedText', () => {
  afterEach(() => {
    for (const { root, container } of hydrated.splice(0)) {
      act(() => root.unmount());
      container.remove();
    }
  });

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
