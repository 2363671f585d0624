import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyNotes, applications, opportunities, opportunityRoles } from '../../src/db/schema/opportunities.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { runRound } from '../helpers/rounds.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/** Applications are in the talent's export; opportunities, pipelines and notes in the agency's, and nowhere else. */
describe(`opportunities in the data export (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const archive = async (person: TestUser) => {
    expect((await http.as(person).post('/api/users/export')).statusCode).toBe(202);
    await runRound(app, 'data-export');
    const download = await http.as(person).get('/api/users/export/archive');
    expect(download.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(download.rawPayload));
    return { part: JSON.parse(strFromU8(files['vitrina/opportunities.json']!)), files };
  };

  it('gives each side its own part and never the other agency notes', async () => {
    const agency = await createUser(app, { type: 'agencia', nombre: 'Agencia Exporta' });
    const talent = await createUser(app, { type: 'talento', nombre: 'Talento Exporta' });
    const { db } = app.database;
    const [opportunity] = await db
      .insert(opportunities)
      .values({
        agencyId: agency.id,
        state: 'open',
        title: 'Anuncio de verano',
        kind: 'casting',
        category: 5,
        remote: true,
        deadline: new Date(Date.now() + 86_400_000),
        payKind: 'unpaid',
      })
      .returning();
    const [role] = await db
      .insert(opportunityRoles)
      .values({ opportunityId: opportunity!.id, position: 0, name: 'Modelo', ageMin: 18, ageMax: 40 })
      .returning();
    const values = { opportunityId: opportunity!.id, roleId: role!.id, talentId: talent.id };
    await db
      .insert(applications)
      .values({ ...values, state: 'sent', filing: 'yes', coverNote: 'Me encanta', submittedAt: new Date() });
    await db
      .insert(agencyNotes)
      .values({ agencyId: agency.id, talentId: talent.id, note: 'Llamar el lunes', tags: ['voz'] });

    const agencyPart = (await archive(agency)).part;
    expect(agencyPart.applications).toEqual([]);
    expect(agencyPart.opportunities).toHaveLength(1);
    expect(agencyPart.opportunities[0]).toMatchObject({ title: 'Anuncio de verano', state: 'open' });
    expect(agencyPart.opportunities[0].roles[0]).toMatchObject({ name: 'Modelo' });
    expect(agencyPart.opportunities[0].roles[0].applicants).toMatchObject([{ talentId: talent.id, filing: 'yes' }]);
    expect(agencyPart.notes).toEqual([{ talentId: talent.id, note: 'Llamar el lunes', tags: ['voz'] }]);

    const { part: talentPart, files } = await archive(talent);
    expect(talentPart.opportunities).toEqual([]);
    expect(talentPart.notes).toEqual([]);
    expect(talentPart.applications).toMatchObject([
      { opportunity: 'Anuncio de verano', role: 'Modelo', state: 'sent', coverNote: 'Me encanta' },
    ]);
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(everything).not.toContain('Llamar el lunes');
    expect(everything).not.toContain('"filing"');
  });
});
