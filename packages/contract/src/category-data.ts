import type { Lang } from './constants.ts';

/** The eight categories, ids 1–8 exactly as the spec numbers them. */
export const categories = [
  { id: 1, slugEn: 'sports', slugEs: 'deportes', nameEs: 'Deportes', nameEn: 'Sports' },
  { id: 2, slugEn: 'music-and-dance', slugEs: 'musica', nameEs: 'Música y baile', nameEn: 'Music and dance' },
  { id: 3, slugEn: 'art', slugEs: 'artes', nameEs: 'Arte', nameEn: 'Art' },
  { id: 4, slugEn: 'cinematography', slugEs: 'cinematografia', nameEs: 'Cinematografía', nameEn: 'Cinematography' },
  { id: 5, slugEn: 'modeling', slugEs: 'modelaje', nameEs: 'Modelaje o moda', nameEn: 'Modelling or fashion' },
  { id: 6, slugEn: 'literature', slugEs: 'literatura', nameEs: 'Literatura', nameEn: 'Literature' },
  {
    id: 7,
    slugEn: 'science-and-technology',
    slugEs: 'ciencia-tecnologia',
    nameEs: 'Ciencia y tecnología',
    nameEn: 'Science and technology',
  },
  { id: 8, slugEn: 'kitchen', slugEs: 'cocina', nameEs: 'Cocina', nameEn: 'Cooking' },
] as const;

export type Category = (typeof categories)[number];
export type CategoryId = Category['id'];

export function categoryName(category: Category, lang: Lang): string {
  return lang === 'en' ? category.nameEn : category.nameEs;
}

/** Finds a category by either slug form, or by the short menu slug `ciencia` the explore menu uses. */
export function findCategoryBySlug(slug: string): Category | undefined {
  const wanted = slug === 'ciencia' ? 'ciencia-tecnologia' : slug;
  return categories.find((c) => c.slugEs === wanted || c.slugEn === wanted);
}
