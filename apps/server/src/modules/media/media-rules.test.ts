import { describe, expect, it } from 'vitest';
import {
  checkImageDimensions,
  contentDisposition,
  detectType,
  etagMatches,
  isSafeKey,
  keys,
  parseIncomingKey,
  parseResizeSize,
  postUploadKind,
  processedName,
  shownDocumentName,
  storedDocumentBase,
  zipEntryNames,
} from './media-rules.ts';

const bytes = (...values: number[]) => Buffer.from([...values, ...new Array(64).fill(0)]);

function zip(names: string[]): Buffer {
  const parts: Buffer[] = [Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26)];
  const central: Buffer[] = [];
  for (const name of names) {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(Buffer.byteLength(name), 28);
    central.push(header, Buffer.from(name));
  }
  const start = parts.reduce((n, p) => n + p.length, 0);
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(start, 16);
  return Buffer.concat([...parts, dir, end]);
}

describe('detectType (magic bytes, never the name)', () => {
  it('recognises JPEG, PNG, GIF and PDF signatures', () => {
    expect(detectType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(detectType(Buffer.from('GIF89a......'))).toBe('gif');
    expect(detectType(Buffer.from('GIF87a......'))).toBe('gif');
    expect(detectType(Buffer.from('%PDF-1.7\n...'))).toBe('pdf');
  });

  it('tells a Word 97 file from other OLE compound files', () => {
    const ole = Buffer.alloc(2048);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(ole);
    expect(detectType(ole)).toBeNull();
    Buffer.from('WordDocument', 'utf16le').copy(ole, 1200);
    expect(detectType(ole)).toBe('doc');
  });

  it('accepts a ZIP only when it holds word/ entries', () => {
    expect(zipEntryNames(zip(['[Content_Types].xml', 'word/document.xml']))).toEqual([
      '[Content_Types].xml',
      'word/document.xml',
    ]);
    expect(detectType(zip(['[Content_Types].xml', 'word/document.xml']))).toBe('docx');
    expect(detectType(zip(['xl/workbook.xml']))).toBeNull();
    expect(detectType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBeNull();
  });

  it('refuses SVG, HTML, scripts, WebP and empty input', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '<?xml version="1.0"?><svg/>',
      '<html>',
      '<?php',
      '#!/bin/sh',
    ]) {
      expect(detectType(Buffer.from(text)), text).toBeNull();
    }
    expect(detectType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBeNull();
    expect(detectType(Buffer.alloc(0))).toBeNull();
    expect(detectType(bytes(0xff, 0xd8))).toBeNull();
  });
});

describe('checkImageDimensions', () => {
  it('accepts ordinary photos and refuses bombs and missing dimensions', () => {
    expect(checkImageDimensions(4000, 3000)).toBeNull();
    expect(checkImageDimensions(50_000, 50_000)).toBe('image_too_large');
    expect(checkImageDimensions(12_001, 10)).toBe('image_too_large');
    expect(checkImageDimensions(8000, 5001)).toBe('image_too_large');
    expect(checkImageDimensions(undefined, 10)).toBe('image_invalid');
    expect(checkImageDimensions(0, 10)).toBe('image_invalid');
  });
});

describe('names', () => {
  it('documents are shown with the person’s own name: the last part of a path, trimmed, composed', () => {
    expect(shownDocumentName('Mi Currículum (2024).PDF')).toBe('Mi Currículum (2024).PDF');
    expect(shownDocumentName('C:\\fakepath\\(CV) Ana García.pdf')).toBe('(CV) Ana García.pdf');
    expect(shownDocumentName('../../etc/passwd.doc')).toBe('passwd.doc');
    expect(shownDocumentName('  ¿Quién soy?.pdf ')).toBe('¿Quién soy?.pdf');
    expect(shownDocumentName('Garci\u0301a.pdf')).toBe('García.pdf');
  });

  it('a document’s stored base follows the spec’s rule and always starts with a letter or digit', () => {
    expect(storedDocumentBase('Mi Currículum (2024).PDF')).toBe('mi_curriculum_2024');
    expect(storedDocumentBase('(CV) Ana García.pdf')).toBe('cv_ana_garcia');
    expect(storedDocumentBase('¿Quién soy?.pdf')).toBe('quien_soy');
    expect(storedDocumentBase('_borrador.pdf')).toBe('borrador');
    expect(storedDocumentBase('.hidden.pdf')).toBe('hidden');
    expect(storedDocumentBase('🎭🎬✨.pdf')).toBe('documento');
    expect(storedDocumentBase('???.pdf')).toBe('documento');
    expect(storedDocumentBase(`${'a'.repeat(200)}.pdf`)).toBe('a'.repeat(60));
  });

  it('every stored name made from any shown name is a safe key', () => {
    for (const shownName of [
      '(CV) Ana García.pdf',
      '¿Quién soy?.pdf',
      '_x.pdf',
      '.h.pdf',
      '🎭.pdf',
      '-.pdf',
      'x'.repeat(999),
    ]) {
      const name = processedName('document', 'ab'.repeat(12), { shownName, ext: 'pdf' });
      expect(isSafeKey(keys.media(name)), name).toBe(true);
    }
  });

  it('a download header carries any name: an ASCII stand-in, and the name itself when it differs', () => {
    expect(contentDisposition('inline', 'cv.pdf')).toBe('inline; filename="cv.pdf"');
    expect(contentDisposition('attachment', '(CV) Ana García.doc')).toBe(
      `attachment; filename="(CV) Ana Garcia.doc"; filename*=UTF-8''%28CV%29%20Ana%20Garc%C3%ADa.doc`,
    );
    expect(contentDisposition('inline', 'a "b" \\c.pdf')).toBe(
      `inline; filename="a _b_ _c.pdf"; filename*=UTF-8''a%20%22b%22%20%5Cc.pdf`,
    );
    expect(contentDisposition('inline', '🎭.pdf')).toBe(`inline; filename="__.pdf"; filename*=UTF-8''%F0%9F%8E%AD.pdf`);
  });

  it('processed names carry a random id and the spec prefix for profile images', () => {
    expect(processedName('profile', 'abc')).toBe('profile_abc.jpg');
    expect(processedName('cover', 'abc')).toBe('cover_abc.jpg');
    expect(processedName('photo', 'abc')).toBe('photo_abc.jpg');
    expect(processedName('document', 'abc', { shownName: 'Mi CV.PDF', ext: 'pdf' })).toBe('mi_cv_abc.pdf');
  });

  it('post uploads are photos or documents from the declared type', () => {
    expect(postUploadKind('image/png', 'x.png')).toBe('photo');
    expect(postUploadKind('image', 'x')).toBe('photo');
    expect(postUploadKind('application/pdf', 'x.pdf')).toBe('document');
    expect(postUploadKind('file', 'x.jpg')).toBe('document');
    expect(postUploadKind('', 'x.JPG')).toBe('photo');
    expect(postUploadKind('', 'x.docx')).toBe('document');
  });
});

describe('keys never leave their folder', () => {
  it('accepts exactly the shapes the server builds', () => {
    const id = 'ab'.repeat(16);
    expect(isSafeKey(keys.incoming(12, id))).toBe(true);
    expect(isSafeKey(keys.media('profile_0a1b.jpg'))).toBe(true);
    expect(isSafeKey(keys.media('mi_cv_0a1b.docx'))).toBe(true);
    expect(isSafeKey(keys.variant('c36x36', 'default-profile.jpg'))).toBe(true);
    expect(isSafeKey(keys.variant('h480', 'photo_0a1b.jpg'))).toBe(true);
    expect(isSafeKey(keys.variant('w1280', 'photo_0a1b.jpg'))).toBe(true);
  });

  it('refuses traversal, absolute paths, other folders and odd names', () => {
    for (const key of [
      'incoming/12/../../etc/passwd',
      `incoming/12/${'a'.repeat(32)}/x`,
      `incoming/0/${'a'.repeat(32)}`,
      '/etc/passwd',
      'media/../secret.jpg',
      'media/.hidden.jpg',
      'media/x.svg',
      'media/x.html',
      'media/a/b.jpg',
      'variants/c36x36/../x.jpg',
      'db/x',
      '',
    ]) {
      expect(isSafeKey(key), key).toBe(false);
    }
  });

  it('parses incoming keys back to owner and upload id', () => {
    expect(parseIncomingKey(`incoming/7/${'c'.repeat(32)}`)).toEqual({ userId: 7, uploadId: 'c'.repeat(32) });
    expect(parseIncomingKey(`incoming/7/${'c'.repeat(31)}`)).toBeNull();
    expect(parseIncomingKey(`incoming/7/../${'c'.repeat(32)}`)).toBeNull();
  });
});

describe('resize sizes and ETags', () => {
  it('parses only sizes of the allow-list', () => {
    expect(parseResizeSize('c36x36')).toEqual({ width: 36, height: 36, fit: 'cover' });
    expect(parseResizeSize('c318x122')).toEqual({ width: 318, height: 122, fit: 'cover' });
    // A height-bounded variant fits inside its height and four times that width.
    expect(parseResizeSize('h240')).toEqual({ width: 960, height: 240, fit: 'inside' });
    expect(parseResizeSize('w640')).toEqual({ width: 640, height: 2560, fit: 'inside' });
    expect(parseResizeSize('w641')).toBeNull();
    expect(parseResizeSize('h241')).toBeNull();
    expect(parseResizeSize('c37x37')).toBeNull();
    expect(parseResizeSize('c36x36.jpg')).toBeNull();
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", W/"a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});
