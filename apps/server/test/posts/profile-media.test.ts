import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserMediaResponse } from '@vitrina/contract/posts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { makeImage, makePdf } from '../helpers/media-files.ts';
import { block, createAgency, createTalent, publish, uploadForPost } from '../helpers/posts.ts';
import { createStatementLog } from '../helpers/statement-log.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

describe(`a profile's photos, videos and files (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  const log = createStatementLog();

  beforeAll(async () => {
    app = await createTestApp({}, {}, undefined, { onQuery: log.onQuery });
    http = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists each kind newest first with its post’s likes and my reaction, and forgets deleted posts', async () => {
    const talent = await createTalent(app);
    const viewer = await createAgency(app);
    const photos = [];
    for (let i = 0; i < 3; i += 1)
      photos.push(await uploadForPost(app, talent, await makeImage(320, 240), `p${i}.jpg`, 'image/jpeg'));
    const album = await publish(app, talent, { description: 'Álbum', files: photos.map((filename) => ({ filename })) });
    const pdf = await uploadForPost(app, talent, makePdf(), 'Dossier.pdf', 'application/pdf');
    const dossier = await publish(app, talent, { description: 'Dossier', files: [{ filename: pdf }] });
    const clip = await publish(app, talent, {
      description: 'Clip',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    await http.as(viewer).post(`/api/reactions/like/post/${album.id}`);

    const base = `/api/posts/user/${talent.profileUrl}`;
    const photoTab = (await http.as(viewer).get(`${base}/PHOTO/type?limit=2`)).json() as UserMediaResponse;
    expect(photoTab.count).toBe(3);
    expect(photoTab.rows.map((r) => r.id)).toEqual([album.files[2]!.id, album.files[1]!.id]);
    expect(photoTab.rows[0]).toMatchObject({
      type: 'PHOTO',
      width: 320,
      height: 240,
      post: { id: album.id, description: 'Álbum', likesCount: 1, reacted: true },
    });

    const fileTab = (await http.as(viewer).get(`${base}/FILE/type`)).json() as UserMediaResponse;
    expect(fileTab.rows).toEqual([
      expect.objectContaining({
        type: 'FILE',
        name: 'Dossier.pdf',
        ext: 'pdf',
        post: expect.objectContaining({ id: dossier.id }),
      }),
    ]);

    const videoTab = (await http.as(viewer).get(`${base}/VIDEO/type`)).json() as UserMediaResponse;
    expect(videoTab.rows).toEqual([
      expect.objectContaining({
        type: 'VIDEO',
        id: clip.id,
        width: null,
        filename: 'dQw4w9WgXcQ',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      }),
    ]);

    // Past the end: no rows, still how many there are.
    const past = (await http.as(viewer).get(`${base}/PHOTO/type?limit=2&page=3`)).json() as UserMediaResponse;
    expect(past).toEqual({ rows: [], count: 3 });
    // Who the address names, whether the viewer may see them, the count and the page: one statement.
    const statements = await log.during(() => http.as(viewer).get(`${base}/PHOTO/type?limit=2`));
    expect(statements.filter((text) => /post_files|"profile_url"/.test(text))).toHaveLength(1);

    await http.as(talent).delete(`/api/posts/${album.id}`);
    expect(((await http.as(viewer).get(`${base}/PHOTO/type`)).json() as UserMediaResponse).count).toBe(0);
    expect((await http.as(viewer).get(`${base}/AUDIO/type`)).statusCode).toBe(400);
    expect((await http.as(viewer).get(`${base}/PHOTO/type?limit=1000`)).statusCode).toBe(400);
  });

  it('answers 404 for an address that names no one, and across a block both ways', async () => {
    const talent = await createTalent(app);
    const blocker = await createTalent(app);
    const photo = await uploadForPost(app, talent, await makeImage(320, 240), 'p.jpg', 'image/jpeg');
    await publish(app, talent, { description: 'Foto', files: [{ filename: photo }] });
    const pdf = await uploadForPost(app, blocker, makePdf(), 'Dossier.pdf', 'application/pdf');
    await publish(app, blocker, { description: 'Dossier', files: [{ filename: pdf }] });
    for (const type of ['PHOTO', 'FILE']) {
      expect((await http.as(talent).get(`/api/posts/user/nadie-con-esta-direccion/${type}/type`)).statusCode).toBe(404);
    }
    expect((await http.as(blocker).get(`/api/posts/user/${talent.profileUrl}/PHOTO/type`)).json()).toMatchObject({
      count: 1,
    });
    await block(app, blocker.id, talent.id);
    expect((await http.as(blocker).get(`/api/posts/user/${talent.profileUrl}/PHOTO/type`)).statusCode).toBe(404);
    expect((await http.as(talent).get(`/api/posts/user/${blocker.profileUrl}/FILE/type`)).statusCode).toBe(404);
    // Their own tab stays theirs.
    expect((await http.as(talent).get(`/api/posts/user/${talent.profileUrl}/PHOTO/type`)).json()).toMatchObject({
      count: 1,
    });
  });
});
