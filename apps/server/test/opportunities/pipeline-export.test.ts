import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { insertApplication, insertOpportunity } from '../helpers/pipeline-fixtures.ts';
import { runRound } from '../helpers/rounds.ts';
import { createTestAppWithMail, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

describe(`the pipeline in a data export (${engineName})`, () => {
  let app: TestAppWithMail;

  beforeAll(async () => {
    app = await createTestAppWithMail();
  });
  afterAll(async () => {
    await app?.close();
  });

  async function archive(person: TestUser) {
    const client = createClient(app).as(person);
    expect((await client.post('/api/users/export')).statusCode).toBe(202);
    await runRound(app, 'data-export');
    const download = await client.get('/api/users/export/archive');
    expect(download.statusCode, `export of ${person.id}`).toBe(200);
    return unzipSync(new Uint8Array(download.rawPayload));
  }

  it("gives the agency its notes and filings; the talent's own export holds none of them", async () => {
    const agency = await createUser(app, { type: 'agencia', nombre: 'Agencia Exportadora' });
    const talent = await createUser(app, { type: 'talento', nombre: 'Postulante' });
    const { opportunityId, roleIds } = await insertOpportunity(app, agency.id);
    const applicationId = await insertApplication(app, { opportunityId, roleId: roleIds[0]!, talentId: talent.id });
    const as = createClient(app).as(agency);
    await as.put(`/api/applications/${applicationId}/note`, { note: 'Pedir reel privado', tags: ['voz'] });
    await as.post(`/api/opportunities/${opportunityId}/roles/${roleIds[0]}/filings`, {
      applicationIds: [applicationId],
      filing: 'audition',
    });
    const due = new Date(Date.now() + 48 * 3600_000).toISOString();
    await as.post(`/api/applications/${applicationId}/self-tapes`, { instructions: 'Monólogo', dueAt: due });

    const files = await archive(agency);
    const pipeline = JSON.parse(strFromU8(files['vitrina/pipeline.json']!));
    expect(pipeline.notes).toMatchObject([{ userId: talent.id, note: 'Pedir reel privado', tags: ['voz'] }]);
    expect(pipeline.applicants).toMatchObject([
      { applicationId, userId: talent.id, filing: 'audition', selfTapes: [{ instructions: 'Monólogo' }] },
    ]);
    const people = JSON.parse(strFromU8(files['vitrina/people.json']!)) as Array<{ id: number }>;
    expect(people.map((p) => p.id)).toContain(talent.id);

    const theirs = await archive(talent);
    expect(JSON.parse(strFromU8(theirs['vitrina/pipeline.json']!))).toEqual({ notes: [], applicants: [] });
    const everything = Object.values(theirs)
      .map((bytes) => Buffer.from(bytes).toString('utf8'))
      .join('\n');
    expect(everything).not.toContain('Pedir reel privado');
  });
});
