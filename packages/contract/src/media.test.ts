import { describe, expect, it } from 'vitest';
import { checkUploadName, checkUploadSize, fileExtension, isResizeSize, resizeUrl } from './media.ts';

describe('upload name rules (spec, second document §5)', () => {
  it.each(['Thumbs.db', 'thumbs.db', 'desktop.ini', '.DS_Store', '.hidden.jpg', '.env'])(
    'refuses the system or hidden file %s',
    (name) => {
      expect(checkUploadName(name, 'photo')).toBe('file_name');
    },
  );

  it.each(['x.php', 'x.PHP', 'page.html', 'page.htm', 'app.js', 'app.mjs', 'photo.jpg.php'])(
    'refuses the script or page %s',
    (name) => {
      expect(checkUploadName(name, 'photo')).toBe('file_name');
      expect(checkUploadName(name, 'document')).toBe('file_name');
    },
  );

  it.each(['.hidden.pdf', '(CV) Ana García.pdf', '¿Quién soy?.docx', '_borrador.doc', '🎭🎬.pdf', '-x.pdf'])(
    'accepts the document %s, whatever its name starts with',
    (name) => {
      expect(checkUploadName(name, 'document')).toBeNull();
    },
  );

  it('still refuses system files as documents, and a hidden name with no extension', () => {
    expect(checkUploadName('.DS_Store', 'document')).toBe('file_name');
    expect(checkUploadName('desktop.ini', 'document')).toBe('file_name');
    expect(checkUploadName('.pdf', 'document')).toBe('file_type');
  });

  it('accepts image extensions for photos and document extensions for documents', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'C:\\fakepath\\a.jpg'])
      expect(checkUploadName(name, 'profile')).toBeNull();
    for (const name of ['a.pdf', 'a.DOC', 'a.docx']) expect(checkUploadName(name, 'document')).toBeNull();
    expect(checkUploadName('a.svg', 'photo')).toBe('file_type');
    expect(checkUploadName('a.webp', 'cover')).toBe('file_type');
    expect(checkUploadName('a.pdf', 'photo')).toBe('file_type');
    expect(checkUploadName('a.jpg', 'document')).toBe('file_type');
    expect(checkUploadName('noextension', 'photo')).toBe('file_type');
    expect(checkUploadName('', 'photo')).toBe('file_name');
  });

  it('checks sizes from 1,024 to 10,485,760 bytes', () => {
    expect(checkUploadSize(1023)).toBe('size');
    expect(checkUploadSize(1024)).toBeNull();
    expect(checkUploadSize(10_485_760)).toBeNull();
    expect(checkUploadSize(10_485_761)).toBe('size');
  });

  it('reads extensions and builds resize URLs', () => {
    expect(fileExtension('Foto.Final.JPG')).toBe('jpg');
    expect(fileExtension('.bashrc')).toBe('');
    expect(isResizeSize('c36x36')).toBe(true);
    expect(isResizeSize('c37x37')).toBe(false);
    expect(resizeUrl('profile_a.jpg', 'c92x92')).toBe('/resize/c92x92/profile_a.jpg');
  });
});
