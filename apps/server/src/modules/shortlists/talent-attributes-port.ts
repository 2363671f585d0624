import type { Lang } from '@vitrina/contract/constants';
import { fieldLabel, findField, type ScoutingField } from '@vitrina/contract/scouting-fields';
import type { ShownAttribute } from '@vitrina/contract/shortlists';

/**
 * Talents' attributes as one viewer may see them, for the comparison and the exports: never
 * a searchable-only field, agencies-only ones to agencies only, labelled in the viewer's language.
 */
export interface TalentAttributesPort {
  /** Each user id's attributes in the field table's order; an id without any may be absent. */
  forViewer(viewer: { id: number; lang: Lang }, userIds: readonly number[]): Promise<Map<number, ShownAttribute[]>>;
}

/** What the profiles module answers: each person's visible sheet (values as stored), in one query. */
export type SheetsOf = (
  viewer: { id: number; type: 'agencia' },
  ids: readonly number[],
) => Promise<Map<number, { attributes: ReadonlyArray<{ key: string; value: number | string[] }> }>>;

function shownValue(field: ScoutingField, value: number | string[], lang: Lang): string {
  if (typeof value === 'number') return field.unit ? `${value} ${field.unit}` : String(value);
  const named = value.map((v) => {
    const option = field.options?.find((o) => o.value === v);
    return option ? (lang === 'en' ? option.en : option.es) : v;
  });
  return named.join(', ');
}

/** The port over the profiles module's sheets: shortlists are agencies', so the viewer reads as one. */
export function talentAttributesFrom(sheetsOf: SheetsOf): TalentAttributesPort {
  return {
    async forViewer(viewer, userIds) {
      const sheets = await sheetsOf({ id: viewer.id, type: 'agencia' }, userIds);
      return new Map(
        [...sheets].map(([id, sheet]) => [
          id,
          sheet.attributes.flatMap(({ key, value }) => {
            const field = findField(key);
            return field
              ? [{ key, label: fieldLabel(field, viewer.lang), value: shownValue(field, value, viewer.lang) }]
              : [];
          }),
        ]),
      );
    },
  };
}
