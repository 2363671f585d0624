import type {
  FieldTable,
  MyAttributes,
  TalentAttributes,
  UpdateAttributesRequest,
  UpdateAvailabilityRequest,
} from '@vitrina/contract/scouting';
import {
  ageRanges,
  availabilityAudiences,
  availabilityDays,
  availabilityKinds,
  scoutingFields,
  type AvailabilityKind,
} from '@vitrina/contract/scouting-fields';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Viewer } from '../../sessions/session-plugin.ts';
import { visibleTo } from '../graph/visibility.ts';
import { ageRangeOfBirthdate, attributeRows, groupAttributes } from './attributes-rules.ts';
import { createAttributesRepository } from './attributes.repository.ts';
import { createProfilesRepository } from './profiles.repository.ts';

/** A person's visible sheet, as another module reads it (shortlists' compare and export). */
export interface VisibleSheet {
  attributes: Array<{ key: string; value: number | string[] }>;
  ageRange: string | null;
  availability: Array<{ kind: AvailabilityKind; expiresAt: string }>;
}

const FIELD_TABLE: FieldTable = {
  fields: scoutingFields.map((field) => ({ ...field, options: field.options?.map((o) => ({ ...o })) })),
  ageRanges: ageRanges.map((range) => ({ ...range })),
  availability: {
    kinds: [...availabilityKinds],
    audiences: [...availabilityAudiences],
    days: [...availabilityDays],
  },
};

/** Talent attributes and availability: the owner's sheet, and sheets as others see them. */
/** Told, inside the writing transaction, that a talent's sheet changed (the opportunities' fits follow it). */
export type SheetWritten = (db: Db, talentId: number) => Promise<void>;

export function createAttributesService(deps: { db: Db; transactions: Transactions; sheetWritten: SheetWritten }) {
  const { db, transactions } = deps;
  const repository = createAttributesRepository(db);
  const users = createProfilesRepository(db);

  async function talentSelf(viewer: Viewer) {
    if (viewer.type !== 'talento') throw new AppError('talents_only');
    const user = await users.findById(viewer.id);
    if (!user) throw notFound();
    return user;
  }

  async function mine(viewer: Viewer): Promise<MyAttributes> {
    const user = await talentSelf(viewer);
    const [rows, availability] = await Promise.all([
      repository.rowsOf(viewer.id),
      repository.availabilityOf(viewer.id),
    ]);
    return {
      attributes: groupAttributes(rows),
      ageRange: ageRangeOfBirthdate(user.birthdate, new Date()),
      availability: availability.map((a) => ({
        kind: a.kind,
        audience: a.audience,
        expiresAt: a.expiresAt.toISOString(),
      })),
    };
  }

  /** The sheets of `ids` as `viewer` may see them (one statement for the whole list), by id. */
  async function sheetsOf(viewer: Viewer, ids: readonly number[]): Promise<Map<number, VisibleSheet>> {
    const records = await repository.sheetsOf(viewer, ids);
    const today = new Date();
    return new Map(
      records.map((record) => [
        record.userId,
        {
          attributes: groupAttributes(record.rows).map(({ key, value }) => ({ key, value })),
          ageRange: ageRangeOfBirthdate(record.birthdate, today),
          availability: record.availability,
        },
      ]),
    );
  }

  return {
    /** GET scouting/fields */
    fieldTable: (): FieldTable => FIELD_TABLE,

    /** GET users/me/attributes */
    mine,

    /** PUT users/me/attributes: checked against the table; the whole sheet is replaced. */
    async update(viewer: Viewer, body: UpdateAttributesRequest): Promise<MyAttributes> {
      await talentSelf(viewer);
      const rows = attributeRows(body.attributes);
      await transactions.run(async (tx) => {
        await repository.replace(tx.db, viewer.id, rows);
        await deps.sheetWritten(tx.db, viewer.id);
      });
      return mine(viewer);
    },

    /** PUT users/me/availability */
    async setAvailability(viewer: Viewer, body: UpdateAvailabilityRequest): Promise<MyAttributes> {
      await talentSelf(viewer);
      const kinds = body.availability.map((a) => a.kind);
      if (new Set(kinds).size !== kinds.length)
        throw new AppError('validation', { fields: [{ field: 'availability', code: 'validation' }] });
      await transactions.run((tx) => repository.replaceAvailability(tx.db, viewer.id, body.availability));
      return mine(viewer);
    },

    /** POST users/me/availability/{kind}/renew */
    async renew(viewer: Viewer, kind: AvailabilityKind): Promise<MyAttributes> {
      await talentSelf(viewer);
      if (!(await repository.renew(viewer.id, kind))) throw new AppError('availability_not_set');
      return mine(viewer);
    },

    /** GET users/{profile_url}/attributes: a visible talent's sheet as the viewer may see it. */
    async talent(viewer: Viewer, profileUrl: string): Promise<TalentAttributes> {
      const user = await users.findByProfileUrl(profileUrl);
      if (!user || !user.isVerified || user.type !== 'talento' || (await visibleTo(viewer.id).hides(db, user.id)))
        throw notFound();
      const sheet = (await sheetsOf(viewer, [user.id])).get(user.id);
      return sheet ?? { attributes: [], ageRange: null, availability: [] };
    },

    /** The port other modules use: the visible sheets of a list of people, by id (the list's own visibility applies first). */
    sheetsOf,
  };
}

export type AttributesService = ReturnType<typeof createAttributesService>;
