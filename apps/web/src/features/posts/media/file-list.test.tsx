import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { documentFixture } from '@/test/post-fixture.ts';
import { renderWithProviders, useLanguage } from '@/test/render.tsx';
import { FileList } from './file-list.tsx';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

describe('FileList', () => {
  afterEach(cleanup);

  it('lists each document with its name, type in capitals and size with two decimals', async () => {
    await useLanguage('es');
    renderWithProviders(
      <FileList
        files={[
          documentFixture({ id: 1, name: 'mi_cv.pdf', ext: 'pdf', size: 1536 }),
          documentFixture({ id: 2, name: 'guion.docx', ext: 'docx', size: 2_621_440 }),
          documentFixture({ id: 3, name: 'nota.doc', ext: 'doc', size: 900 }),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Archivos' })).getAllByRole('listitem');
    expect(items.map((item) => plain(item.querySelector('.file-list__meta')?.textContent))).toEqual([
      'PDF · 1,50 KB (se abre en una pestaña nueva)',
      'DOCX · 2,50 MB (se abre en una pestaña nueva)',
      'DOC · 900 B (se abre en una pestaña nueva)',
    ]);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/media/doc-1.pdf');
  });

  it('writes sizes the English way in English', async () => {
    await useLanguage('en');
    renderWithProviders(<FileList files={[documentFixture({ size: 1_288_490 })]} />);
    expect(plain(screen.getByRole('link').textContent)).toContain('PDF · 1.23 MB');
  });
});
