import QRCode from 'qrcode';
import { publicProfilePath } from '@vitrina/contract/public-profiles';

export type QrFormat = 'png' | 'svg';

/** The address a profile's QR code opens: the web app's profile page on this server's public URL. */
export const profileLink = (publicUrl: string, profileUrl: string) =>
  `${publicUrl}/profile/${encodeURIComponent(profileUrl)}`;

/**
 * Where a shared link, a QR code or a comp card sends people: the public page while it is shown (anyone opens
 * it), else the members' profile page, which asks a visitor to log in.
 */
export const shareLink = (publicUrl: string, profileUrl: string, isPublic: boolean) =>
  isPublic ? `${publicUrl}${publicProfilePath(profileUrl)}` : profileLink(publicUrl, profileUrl);

const contentTypes: Record<QrFormat, string> = { png: 'image/png', svg: 'image/svg+xml' };

/**
 * The QR code of `link`: error correction M (readable when printed small or a little damaged), a quiet zone
 * of two modules, 1024 px for the PNG; the SVG scales by itself.
 */
export async function qrImage(link: string, format: QrFormat): Promise<{ body: Buffer; contentType: string }> {
  const options = { errorCorrectionLevel: 'M', margin: 2 } as const;
  const body =
    format === 'png'
      ? await QRCode.toBuffer(link, { ...options, type: 'png', width: 1024 })
      : Buffer.from(await QRCode.toString(link, { ...options, type: 'svg' }));
  return { body, contentType: contentTypes[format] };
}
