import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkify.ts';

describe('splitLinks', () => {
  it('leaves text without links as one piece', () => {
    expect(splitLinks('Hola, mundo')).toEqual([{ kind: 'text', text: 'Hola, mundo' }]);
    expect(splitLinks('')).toEqual([]);
  });

  it('finds http and https links among words, keeping the words around them', () => {
    expect(splitLinks('Mira https://vitrina.mx/a?b=1 y http://example.com ya')).toEqual([
      { kind: 'text', text: 'Mira ' },
      { kind: 'link', text: 'https://vitrina.mx/a?b=1', href: 'https://vitrina.mx/a?b=1' },
      { kind: 'text', text: ' y ' },
      { kind: 'link', text: 'http://example.com', href: 'http://example.com/' },
      { kind: 'text', text: ' ya' },
    ]);
  });

  it('leaves sentence punctuation after a link out of it, but keeps a bracket the link opened', () => {
    expect(splitLinks('Ve a https://a.com/x. ¡Ya!')[1]).toEqual({
      kind: 'link',
      text: 'https://a.com/x',
      href: 'https://a.com/x',
    });
    expect(splitLinks('(https://a.com/x)')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'https://a.com/x', href: 'https://a.com/x' },
      { kind: 'text', text: ')' },
    ]);
    expect(splitLinks('https://en.wikipedia.org/wiki/Foo_(bar)')[0]).toMatchObject({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Foo_(bar)',
    });
  });

  it('does not turn other schemes or bare domains into links', () => {
    expect(splitLinks('javascript:alert(1) www.a.com ftp://a.com data:text/html,<b>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) www.a.com ftp://a.com data:text/html,<b>' },
    ]);
  });

  it('keeps markup as plain text, and never lets a quote or bracket into a link', () => {
    expect(splitLinks('<img src=x onerror=alert(1)> https://a.com/"onmouseover=x')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)> ' },
      { kind: 'link', text: 'https://a.com/', href: 'https://a.com/' },
      { kind: 'text', text: '"onmouseover=x' },
    ]);
  });
});
