import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserMediaResponse } from '@vitrina/contract/posts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { makeImage, makePdf } from '../helpers/media-files.ts';
import { createAgency, createTalent, publish, uploadForPost } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

describe(`a profile's photos, videos and files (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;

  beforeAll(async () => {
    app = await createTestApp();
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

    await http.as(talent).delete(`/api/posts/${album.id}`);
    expect(((await http.as(viewer).get(`${base}/PHOTO/type`)).json() as UserMediaResponse).count).toBe(0);
    expect((await http.as(viewer).get(`${base}/AUDIO/type`)).statusCode).toBe(400);
    expect((await http.as(viewer).get(`${base}/PHOTO/type?limit=1000`)).statusCode).toBe(400);
  });
});
