import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text.tsx';

describe('LinkedText', () => {
  afterEach(cleanup);

  it('makes http(s) links clickable, opening safely in a new tab', () => {
    render(<LinkedText text={'Mi portafolio: https://ana.example.com/obras.\nGracias'} />);
    const link = screen.getByRole('link', { name: 'https://ana.example.com/obras' });
    expect(link.getAttribute('href')).toBe('https://ana.example.com/obras');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('rel')).toContain('noreferrer');
    expect(link.parentElement?.textContent).toBe('Mi portafolio: https://ana.example.com/obras.\nGracias');
  });

  it('shows markup as the text it is: no element, attribute or script from the text reaches the page', () => {
    const hostile =
      '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script><a href="javascript:alert(1)">x</a> **negrita**';
    const { container } = render(<LinkedText text={hostile} />);
    expect(container.querySelector('img, script, a')).toBeNull();
    expect(container.textContent).toBe(hostile);
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('does not link javascript: or data: addresses', () => {
    const { container } = render(
      <LinkedText text="javascript:alert(1) data:text/html;base64,PHNjcmlwdD4= www.a.com" />,
    );
    expect(container.querySelector('a')).toBeNull();
  });

  it('links hashtags of a post to their folded page, outside addresses, as typed', () => {
    render(
      <MemoryRouter>
        <LinkedText withTags text="Nuevo #Diseño y #Música en https://ana.example.com/#obras, no#tag" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '#Diseño' }).getAttribute('href')).toBe(
      `/etiquetas/${encodeURIComponent('diseño')}`,
    );
    expect(screen.getByRole('link', { name: '#Música' }).getAttribute('href')).toBe('/etiquetas/musica');
    expect(screen.getByRole('link', { name: 'https://ana.example.com/#obras' })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('leaves hashtags as text where tags are not read (comments)', () => {
    const { container } = render(<LinkedText text="Comento #Diseño" />);
    expect(container.querySelector('a')).toBeNull();
  });
});
