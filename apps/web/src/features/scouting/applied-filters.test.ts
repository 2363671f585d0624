import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ageRanges,
  availabilityAudiences,
  availabilityDays,
  availabilityKinds,
} from '@vitrina/contract/scouting-fields';
import { scoutingFields } from '@vitrina/contract/scouting-fields';
import type { FieldTable } from '@vitrina/contract/scouting';
import { useLanguage } from '@/test/render.tsx';
import { appliedFilters, chipText, defaultSearchName } from './applied-filters.ts';
import { countryOrder, removeFilter, setFilter } from './search-query.ts';
import { latestQuery } from './use-search-address.ts';

const table = {
  fields: scoutingFields,
  ageRanges,
  availability: { kinds: availabilityKinds, audiences: availabilityAudiences, days: availabilityDays },
} as unknown as FieldTable;

const chipsOf = (query: string, lang: 'es' | 'en') =>
  appliedFilters(new URLSearchParams(query), table, lang, i18next.getFixedT(lang, 'scouting')).flatMap((g) =>
    g.items.map((item) => chipText(g, item)),
  );
const nameOf = (query: string, lang: 'es' | 'en') => {
  const t = i18next.getFixedT(lang, 'scouting');
  return defaultSearchName(appliedFilters(new URLSearchParams(query), table, lang, t), t);
};

describe('applied filters', () => {
  beforeAll(() => useLanguage('es'));

  it('names every filter of a query, countries first, in Spanish and in English', () => {
    const query = 'available=castings&country=MX,CO&travellers=1&category=5&eye_colour=green,blue&height=170-&q=ana';
    expect(chipsOf(query, 'es')).toEqual([
      '«ana»',
      'Colombia',
      'México',
      'Con disposición a viajar a Colombia o México',
      'Modelaje o moda',
      'Disponible para: Castings',
      'Estatura: desde 170 cm',
      'Color de ojos: Verdes',
      'Color de ojos: Azules',
    ]);
    expect(chipsOf(query, 'en')).toContain('Willing to travel to Colombia or Mexico');
    // A field of another category than the chosen one is not a filter of this search.
    expect(chipsOf('category=2&eye_colour=green', 'en')).toEqual(['Music and dance']);
  });

  it('makes a saved search’s default name from its filters, cut to 80 characters', () => {
    expect(nameOf('available=castings&country=MX', 'es')).toBe('México · Disponible para: Castings');
    expect(nameOf('country=MX,CO&travellers=1', 'en')).toBe('Colombia, Mexico and those who travel there');
    expect(nameOf('country=MX,CO&travellers=1', 'es')).toBe('Colombia, México y quienes viajan allí');
    expect(nameOf('order=newest', 'es')).toBe('Todos los talentos');
    const long = nameOf('country=MX,CO,AR,ES,PE,CL,UY,EC&category=5&eye_colour=green,blue,brown', 'es');
    expect(long.length).toBe(80);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('the search query', () => {
  it('drops travel with the last country, and the category’s fields with the category', () => {
    const next = new URLSearchParams('country=MX,CO&travellers=1&category=5&eye_colour=green&languages=es');
    removeFilter(next, table, 'country', 'MX');
    expect(next.get('travellers')).toBe('1');
    removeFilter(next, table, 'country', 'CO');
    expect(next.has('travellers')).toBe(false);
    setFilter(next, table, 'category', '2');
    expect(next.toString()).toBe('category=2&languages=es');
  });

  it('orders countries: the searcher’s own first, then by count, then by name; chosen ones stay', () => {
    const counts = new Map([
      ['CO', 3],
      ['AR', 9],
      ['PE', 3],
    ]);
    const names: Record<string, string> = { MX: 'México', CO: 'Colombia', AR: 'Argentina', PE: 'Perú', UY: 'Uruguay' };
    expect(countryOrder('MX', ['UY'], counts, (c) => names[c]!)).toEqual(['MX', 'AR', 'CO', 'PE', 'UY']);
    expect(countryOrder(null, [], counts, (c) => names[c]!)).toEqual(['AR', 'CO', 'PE']);
  });

  it('builds a change on the address last asked for while the page still shows an older one', () => {
    const asked = { from: 'country=MX', to: 'country=MX&available=castings' };
    expect(latestQuery('country=MX', asked)).toBe(asked.to);
    expect(latestQuery(asked.to, asked)).toBe(asked.to);
    // The back button or a link went elsewhere: that address wins.
    expect(latestQuery('category=5', asked)).toBe('category=5');
    expect(latestQuery('category=5', null)).toBe('category=5');
  });
});
