import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFileSchema, mediaNameSchema } from '@vitrina/contract/media';
import { makeDocx, makePdf } from '../helpers/media-files.ts';
import { uploadPostFile } from '../helpers/media-flow.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTalent, publish } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/**
 * Any name a person's computer gives a document uploads: the stored name (and so every key) is ours,
 * made of letters, digits and underscores whatever they typed; the name shown is theirs, as they wrote it.
 */
describe(`document names (${engineName})`, () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const longName = `${'Portafolio de fotografía y dirección de arte '.repeat(7).slice(0, 296)}.pdf`;

  it.each([
    ['(CV) Ana García.pdf'],
    ['¿Quién soy?.pdf'],
    ['_borrador.pdf'],
    ['.hidden.pdf'],
    ['🎭🎬✨.pdf'],
    ['"Comillas", 100% & <signos>; punto y coma.pdf'],
    ['-guion-inicial.pdf'],
    [longName],
  ])('%s uploads, is served, and is shown with its name in the post', async (name) => {
    expect(longName).toHaveLength(300);
    const author = await createTalent(app);
    const { res } = await uploadPostFile(app, author, makePdf(), name, 'application/pdf');
    expect(res.statusCode).toBe(200);
    const file = mediaFileSchema.parse(res.json());
    expect(file).toMatchObject({ type: 'FILE', name, ext: 'pdf' });
    expect(mediaNameSchema.safeParse(file.filename).success).toBe(true);
    expect(file.filename).toMatch(/^[a-z0-9][a-z0-9_]*_[a-f0-9]{24}\.pdf$/);

    const served = await createClient(app).get(file.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('application/pdf');
    // An ASCII fallback for old clients, and the name itself (RFC 6266 / 5987) for every browser.
    const disposition = String(served.headers['content-disposition']);
    const [, fallback] = /^inline; filename="([\x20-\x7e]+)"/.exec(disposition) ?? [];
    const encoded = /; filename\*=UTF-8''([^;]+)$/.exec(disposition)?.[1];
    expect(encoded ? decodeURIComponent(encoded) : fallback).toBe(name);

    const post = await publish(app, author, { description: 'Mi documento', files: [{ filename: file.filename }] });
    expect(post.files).toEqual([expect.objectContaining({ type: 'FILE', name, filename: file.filename })]);
  });

  it('a Word document named with a leading symbol keeps its type and its name', async () => {
    const author = await createTalent(app);
    const name = '#1 Carta de presentación.DOCX';
    const { res } = await uploadPostFile(
      app,
      author,
      makeDocx(),
      name,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name, ext: 'docx', filename: expect.stringMatching(/^[a-z0-9].*\.docx$/) });
  });
});
