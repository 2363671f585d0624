import type { Lang } from '@vitrina/contract/constants';
import { bodyOf } from './mail-bodies.ts';
import { plain, type Body } from './mail-body-parts.ts';
import type { MailMessage } from './mail-messages.ts';

// The e-mails' layout, as HTML and text; texts live in copy/es.ts and copy/en.ts. Every variable is escaped.
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Extra headers (the digest's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export type { DigestItem, MailMessage } from './mail-messages.ts';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function html(lang: Lang, b: Body): string {
  const e = escapeHtml;
  const paragraph = (t: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1d1b2b;">${e(t)}</p>`;
  const item = (i: NonNullable<Body['items']>[number]) =>
    `<li style="margin:0 0 12px;padding:12px 14px;border:1px solid #e7e3ee;border-radius:10px;font-size:15px;line-height:22px;">${i.link ? `<a href="${e(i.link)}" style="color:#1d1b2b;text-decoration:none;">${e(i.text)}</a>` : e(i.text)}${i.quote ? `<br><span style="color:#4a4760;">«${e(i.quote)}»</span>` : ''}</li>`;
  const closing = (line: { text: string; link: string }) =>
    `<p style="margin:0 0 10px;font-size:14px;line-height:22px;color:#4a4760;">${e(line.text)} <a href="${e(line.link)}" style="color:#6c4df6;">${e(line.link)}</a></p>`;
  const small = (t: string) => `<p style="margin:0 0 10px;font-size:13px;line-height:20px;color:#77738c;">${e(t)}</p>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(b.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#faf8f5;font-family:Inter,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">${e(b.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf8f5;">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;">
<tr><td style="padding:0 8px 20px;font-family:Georgia,'Palatino Linotype',serif;font-size:28px;font-weight:bold;color:#1d1b2b;">Vitrina<span style="color:#ff6b57;">.</span></td></tr>
<tr><td style="background:#ffffff;border-radius:14px;border:1px solid #e7e3ee;padding:32px;">
<h1 style="margin:0 0 20px;font-size:22px;line-height:30px;color:#1d1b2b;">${e(b.heading)}</h1>
${b.paragraphs.map(paragraph).join('\n')}
${b.items ? `<ul style="margin:0 0 20px;padding:0;list-style:none;">${b.items.map(item).join('')}</ul>` : ''}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:999px;background:#ff6b57;">
<a href="${e(b.button.link)}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:999px;">${e(b.button.label)}</a>
</td></tr></table>
${small(b.fallback)}
<p style="margin:0 0 20px;font-size:13px;line-height:20px;word-break:break-all;"><a href="${e(b.button.link)}" style="color:#6c4df6;">${e(b.button.link)}</a></p>
${b.after.map(small).join('\n')}
${[...(b.extra ? [b.extra] : []), ...(b.links ?? [])].map(closing).join('\n')}
</td></tr>
<tr><td style="padding:20px 8px;font-size:12px;line-height:18px;color:#77738c;">${e(b.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function text(b: Body): string {
  const extra = [...(b.extra ? [b.extra] : []), ...(b.links ?? [])].flatMap((l) => [`${l.text} ${l.link}`, '']);
  const items = (b.items ?? []).flatMap((i) => [
    `- ${i.text}${i.quote ? ` «${i.quote}»` : ''}`,
    ...(i.link ? [`  ${i.link}`] : []),
  ]);
  return [
    b.heading,
    '',
    ...b.paragraphs,
    ...(items.length > 0 ? ['', ...items] : []),
    '',
    b.button.link,
    '',
    ...b.after,
    '',
    ...extra,
    '--',
    b.footer,
    '',
  ].join('\n');
}

export function renderMail(message: MailMessage): RenderedMail {
  const b = bodyOf(message);
  const rendered: RenderedMail = { subject: plain(b.subject), html: html(message.lang, b), text: text(b) };
  if (message.kind === 'digest' || message.kind === 'weekly')
    rendered.headers = { 'List-Unsubscribe': `<${message.settingsLink}>` };
  if (message.kind === 'opportunities_alert')
    rendered.headers = message.oneClickLink
      ? { 'List-Unsubscribe': `<${message.oneClickLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : { 'List-Unsubscribe': `<${message.unsubscribeLink}>` };
  if (message.kind === 'search_alert')
    rendered.headers = {
      'List-Unsubscribe': `<${message.oneClickLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  return rendered;
}

/** Links of the e-mails, all built from PUBLIC_URL (DESIGN §1). Tokens travel in the fragment or path the spec fixes. */
export const mailLinks = {
  confirmation: (publicUrl: string, token: string) => `${publicUrl}/register/confirmation#${token}`,
  recovery: (publicUrl: string, token: string) => `${publicUrl}/forgot/${token}`,
  profile: (publicUrl: string, profileUrl: string) => `${publicUrl}/profile/${encodeURIComponent(profileUrl)}`,
  register: (publicUrl: string) => `${publicUrl}/register`,
  post: (publicUrl: string, postId: number) => `${publicUrl}/noticias/${postId}`,
  conversation: (publicUrl: string, profileUrl: string) =>
    `${publicUrl}/conversaciones/${encodeURIComponent(profileUrl)}`,
  notifications: (publicUrl: string) => `${publicUrl}/notificaciones`,
  opportunity: (publicUrl: string, opportunityId: number) => `${publicUrl}/oportunidades/${opportunityId}`,
  /** "Mis postulaciones": a talent's applications with their status. */
  applications: (publicUrl: string) => `${publicUrl}/postulaciones`,
  login: (publicUrl: string) => `${publicUrl}/login`,
  moderation: (publicUrl: string) => `${publicUrl}/moderacion`,
  /** The settings page's data section: the copy is downloaded there, logged in (the e-mail carries no key). */
  dataExport: (publicUrl: string) => `${publicUrl}/user/settings#mis-datos`,
  notificationSettings: (publicUrl: string) => `${publicUrl}/user/settings`,
  security: (publicUrl: string) => `${publicUrl}/user/settings#seguridad`,
  /** Cancels an admin's removal of lost factors, logged out; the page asks before it calls the API. */
  factorRemovalCancel: (publicUrl: string, token: string) => `${publicUrl}/seguridad/cancelar-retiro#${token}`,
  insights: (publicUrl: string) => `${publicUrl}/user/estadisticas`,
  emailConfirmation: (publicUrl: string, token: string) => `${publicUrl}/user/email/confirmation#${token}`,
  emailAuthorization: (publicUrl: string, token: string) => `${publicUrl}/user/email/authorization#${token}`,
  emailUndo: (publicUrl: string, token: string) => `${publicUrl}/user/email/undo#${token}`,
  savedSearch: (publicUrl: string, query: string) => `${publicUrl}/explorar/buscar${query ? `?${query}` : ''}`,
  board: (publicUrl: string, query: string) => `${publicUrl}/oportunidades${query ? `?${query}` : ''}`,
  /** The settings page's section with the alerts of roles that fit me. */
  fitsAlertSettings: (publicUrl: string) => `${publicUrl}/user/settings#avisos-oportunidades`,
  /** A saved search's alerts stop from here, logged out; the page asks before it calls the API. */
  alertUnsubscribe: (publicUrl: string, token: string) => `${publicUrl}/alertas/baja#${token}`,
  /** RFC 8058: the address a mail client posts to (opened instead, it leads to the page above). */
  /** A guardian's page, and its two actions opened straight from an e-mail. */
  guardian: (publicUrl: string, token: string, action?: 'retirar' | 'cerrar') =>
    `${publicUrl}/tutor/${encodeURIComponent(token)}${action ? `?accion=${action}` : ''}`,
  alertOneClick: (publicUrl: string, token: string) =>
    `${publicUrl}/api/saved-searches/unsubscribe/${encodeURIComponent(token)}`,
};
