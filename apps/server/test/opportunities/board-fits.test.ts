import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { opportunityInputSchema, type Board, type FitsMe, type Opportunity } from '@vitrina/contract/opportunities';
import type { OpportunityNotice } from '../../src/modules/opportunities/notices-port.ts';
import { createInvitesService } from '../../src/modules/opportunities/postings/invites.service.ts';
import { createPostingsService } from '../../src/modules/opportunities/postings/postings.service.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import {
  birthdateForAge,
  createPostingAgency,
  createTalentWithSheet,
  opportunityForm,
  postOpportunity,
  roleForm,
  type SheetValue,
} from '../helpers/opportunities.ts';
import { block } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { unitsOfWork } from '../helpers/units-of-work.ts';

const model: SheetValue[] = [
  { key: 'height', value: '170' },
  { key: 'eye_colour', value: 'blue' },
  { key: 'languages', value: 'es' },
];

describe(`opportunities: fits and invites (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let agency: TestUser;
  let modelling: Opportunity;
  let open: Opportunity;
  const told: OpportunityNotice[] = [];
  const notices = { tell: async (_tx: unknown, list: OpportunityNotice[]) => void told.push(...list) };

  const fitsOf = async (talent: TestUser) => {
    const found = (await http.as(talent).get('/api/opportunities')).json() as Board;
    return found.rows.find((row) => row.id === modelling.id)?.fitsMe;
  };
  const invite = (id: number, roleId: number, userId: number, user = agency) =>
    http.as(user).post(`/api/opportunities/${id}/roles/${roleId}/invites`, { userId }, { lang: 'en' });

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    agency = await createPostingAgency(app, { verified: true });
    open = await postOpportunity(app, agency, { title: 'Abierta a todos' });
    modelling = await postOpportunity(app, agency, {
      title: 'Pasarela',
      roles: [
        roleForm({
          name: 'Modelo',
          ageMin: 20,
          ageMax: 35,
          languages: ['es', 'en'],
          requirements: [
            { key: 'height', min: 160, max: 180 },
            { key: 'eye_colour', values: ['blue', 'green'] },
          ],
        }),
      ],
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("fits a talent whose own sheet meets every requirement, age and language; one value outside doesn't", async () => {
    expect(await fitsOf(await createTalentWithSheet(app, model))).toBe(true);
    const outside: Array<[string, SheetValue[], string?]> = [
      ['too tall', [{ key: 'height', value: '190' }, ...model.slice(1)]],
      ['brown eyes', [model[0]!, { key: 'eye_colour', value: 'brown' }, model[2]!]],
      ['no language', model.slice(0, 2)],
      ['no height', model.slice(1)],
      ['too old', model, birthdateForAge(40)],
    ];
    for (const [why, sheet, birthdate] of outside)
      expect(await fitsOf(await createTalentWithSheet(app, sheet, birthdate ? { birthdate } : {})), why).toBe(false);
  });

  it('matches a free-text requirement as the search folds text (case and accents)', async () => {
    const design = await postOpportunity(app, agency, {
      title: 'Diseño',
      roles: [roleForm({ requirements: [{ key: 'tools', values: ['Photoshop', 'Ilustración'] }] })],
    });
    const fitOf = async (talent: TestUser) =>
      ((await http.as(talent).get(`/api/opportunities/${design.id}`)).json() as Opportunity).roles[0]!.fitsMe;
    expect(await fitOf(await createTalentWithSheet(app, [{ key: 'tools', value: 'ilustracion' }]))).toBe(true);
    expect(await fitOf(await createTalentWithSheet(app, [{ key: 'tools', value: 'Figma' }]))).toBe(false);
    await http.as(agency).post(`/api/opportunities/${design.id}/close`);
  });

  it('counts her searchable-only values for herself', async () => {
    const discreet = await createTalentWithSheet(app, [
      { key: 'height', value: '165', visibility: 'searchable' },
      { key: 'eye_colour', value: 'green', visibility: 'agencies' },
      { key: 'languages', value: 'en', visibility: 'searchable' },
    ]);
    expect(await fitsOf(discreet)).toBe(true);
    const page = (await http.as(discreet).get(`/api/opportunities/${modelling.id}`)).json() as Opportunity;
    expect(page.roles[0]).toMatchObject({ fitsMe: true });
    const fitsOnly = (await http.as(discreet).get('/api/opportunities?fits=1')).json() as Board;
    expect(fitsOnly.rows.map((row) => row.id).sort()).toEqual([open.id, modelling.id].sort());
  });

  it('lists the roles that fit her, newest first, on "fits me"; only for talents', async () => {
    const fit = await createTalentWithSheet(app, model);
    const res = await http.as(fit).get('/api/opportunities/fits-me');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as FitsMe;
    expect(rows.map((row) => [row.opportunity.id, row.role.name])).toEqual([
      [modelling.id, 'Modelo'],
      [open.id, 'Protagonista'],
    ]);
    expect(rows[0]!.opportunity.fitsMe).toBe(true);
    const tall = await createTalentWithSheet(app, [{ key: 'height', value: '200' }]);
    expect(((await http.as(tall).get('/api/opportunities/fits-me')).json() as FitsMe).map((r) => r.role.name)).toEqual([
      'Protagonista',
    ]);
    expect((await http.as(agency).get('/api/opportunities/fits-me')).json().error).toBe('opportunities_talents_only');
    expect((await http.get('/api/opportunities/fits-me')).statusCode).toBe(401);
  });

  it('invites a talent who fits, once per role', async () => {
    const fit = await createTalentWithSheet(app, model);
    const roleId = modelling.roles[0]!.id;
    expect((await invite(modelling.id, roleId, fit.id)).json()).toEqual({ invited: true });
    expect((await invite(modelling.id, roleId, fit.id)).json()).toEqual({ invited: false });
    const tall = await createTalentWithSheet(app, [{ key: 'height', value: '200' }, ...model.slice(1)]);
    const refused = await invite(modelling.id, roleId, tall.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'invite_not_fit',
      message: 'This talent does not meet the role’s requirements.',
    });
    const bad = await invite(modelling.id, roleId, 0);
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 across a block either way, for an unknown person, an agency or a role of another one', async () => {
    const roleId = modelling.roles[0]!.id;
    const blocker = await createTalentWithSheet(app, model);
    const blocked = await createTalentWithSheet(app, model);
    await block(app, blocker.id, agency.id);
    await block(app, agency.id, blocked.id);
    const other = await createUser(app, { type: 'agencia' });
    for (const [userId, rid] of [
      [blocker.id, roleId],
      [blocked.id, roleId],
      [99999999, roleId],
      [other.id, roleId],
      [blocker.id, open.roles[0]!.id + 100000],
    ] as const)
      expect((await invite(modelling.id, rid, userId)).statusCode, `${userId} ${rid}`).toBe(404);
    const draft = await postOpportunity(app, agency, {}, { draft: true });
    const fit = await createTalentWithSheet(app, model);
    expect((await invite(draft.id, draft.roles[0]!.id, fit.id)).json().error).toBe('opportunity_not_open');
    expect((await invite(open.id, modelling.roles[0]!.id, fit.id)).statusCode).toBe(404);
  });

  it('tells the invited talent, and the applicants of an open one that changed', async () => {
    const transactions = unitsOfWork(app);
    const invites = createInvitesService({ db: app.database.db, transactions, notices });
    let kicks = 0;
    const kickClosing = () => void (kicks += 1);
    const postings = createPostingsService({ db: app.database.db, transactions, notices, kickClosing });
    const fit = await createTalentWithSheet(app, model);
    const roleId = modelling.roles[0]!.id;
    told.length = 0;
    await invites.invite({ id: agency.id, type: 'agencia' }, modelling.id, roleId, fit.id);
    expect(told).toEqual([
      { type: 'OPPORTUNITY_INVITE', recipientId: fit.id, actorId: agency.id, opportunityId: modelling.id, roleId },
    ]);
    await invites.invite({ id: agency.id, type: 'agencia' }, modelling.id, roleId, fit.id);
    expect(told).toHaveLength(1);
    const applicant = await createTalentWithSheet(app, model);
    const gone = await createTalentWithSheet(app, model);
    for (const talent of [applicant, gone])
      await app.database.db.execute(sql`insert into applications (opportunity_id, role_id, talent_id, state)
        values (${modelling.id}, ${roleId}, ${talent.id}, 'sent')`);
    await block(app, gone.id, agency.id);
    told.length = 0;
    const form = opportunityForm({
      ...{ title: 'Pasarela de otoño', deadline: modelling.deadline },
      roles: [roleForm({ id: roleId, name: 'Modelo' })],
    });
    await postings.update({ id: agency.id, type: 'agencia' }, modelling.id, opportunityInputSchema.parse(form));
    const changed = { type: 'OPPORTUNITY_CHANGED', actorId: agency.id, opportunityId: modelling.id };
    expect(told).toEqual([{ ...changed, recipientId: applicant.id, changes: ['title', 'roles'] }]);
    // Saved again as it is, it tells nobody.
    told.length = 0;
    await postings.update({ id: agency.id, type: 'agencia' }, modelling.id, opportunityInputSchema.parse(form));
    expect(told).toEqual([]);
    // Closing and cancelling wake the closing round once committed, which tells the applicants.
    const agencyViewer = { id: agency.id, type: 'agencia' as const };
    expect(kicks).toBe(0);
    await postings.close(agencyViewer, modelling.id);
    await postings.cancel(agencyViewer, (await postOpportunity(app, agency)).id);
    expect(kicks).toBe(2);
    await expect(postings.close(agencyViewer, modelling.id)).rejects.toMatchObject({ code: 'opportunity_not_open' });
    expect(kicks).toBe(2);
  });
});
