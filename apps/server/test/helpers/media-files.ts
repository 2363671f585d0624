import { createDeflate } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real files for the media tests, made in memory: photos with sharp, a PNG decompression bomb,
 * and minimal PDF, Word 97 (OLE) and DOCX (ZIP) documents whose magic bytes are genuine.
 */

/** A noisy photo (noise keeps it well above the 1 KiB minimum). */
export function makeImage(width: number, height: number, format: 'jpeg' | 'png' | 'gif' = 'jpeg'): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'gif') return image.gif().toBuffer();
  return image.jpeg({ quality: 90 }).toBuffer();
}

/** A JPEG carrying GPS coordinates, an author and a description in EXIF, and orientation 6 (rotate 90°). */
export function makeJpegWithGps(width = 400, height = 200): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 120, sigma: 30 } },
  })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Copyright: 'Secreto Fotografo', ImageDescription: 'Casa de Ana', Artist: 'Ana Secreta' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 25/1 42/1', GPSLongitudeRef: 'W', GPSLongitude: '99/1 7/1 39/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG that declares `side` × `side` pixels (1-bit grey): a few hundred KB that would decode
 * to hundreds of megabytes of pixels (gigabytes once expanded to 8 bits). One zero row, deflated
 * `side` times through a stream, so the test itself never holds the raw image.
 */
export async function makePngBomb(side = 50_000): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8));
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let y = 0; y < side; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(chunks)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export function makePdf(): Buffer {
  const body = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] >> endobj
trailer << /Root 1 0 R >>
%${'x'.repeat(1500)}
%%EOF
`;
  return Buffer.from(body, 'latin1');
}

/** The start of an OLE compound file with a WordDocument directory entry, padded to 4 KB. */
export function makeDoc(): Buffer {
  const bytes = Buffer.alloc(4096);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  Buffer.from('WordDocument', 'utf16le').copy(bytes, 1024);
  return bytes;
}

/** An OLE compound file without a Word stream (an Excel .xls, say). */
export function makeOleWithoutWord(): Buffer {
  const bytes = Buffer.alloc(4096);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  Buffer.from('Workbook', 'utf16le').copy(bytes, 1024);
  return bytes;
}

/** A stored (uncompressed) ZIP archive with the given entries. */
export function makeZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function makeDocx(): Buffer {
  return makeZip({
    '[Content_Types].xml': `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
    'word/document.xml': `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${'Hola '.repeat(300)}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

export function makeSvg(): Buffer {
  return Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script>${'<rect width="1" height="1"/>'.repeat(60)}</svg>`,
  );
}
