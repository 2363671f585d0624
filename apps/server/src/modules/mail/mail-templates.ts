import type { Lang } from '@vitrina/contract/constants';
import type { NotificationType } from '@vitrina/contract/notifications-limits';

/**
 * The product's e-mails, in Spanish and English, as HTML and plain text: the three of the accounts area
 * (original-backend §11, done better: confirmation, password recovery, invitation) and the notifications
 * digest sent while a person is away. Every variable is escaped in the HTML; nothing user-written ever
 * becomes markup.
 */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Extra headers (the digest's List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** One line of the digest: what happened, who did it, where it leads (and a message's preview). */
export interface DigestItem {
  type: NotificationType | 'MESSAGE';
  actorName: string;
  /** How many more people the entry stands for (grouped likes). */
  others: number;
  link: string;
  preview?: string;
}

export type MailMessage =
  | { kind: 'confirmation'; lang: Lang; fullname: string; email: string; link: string }
  | { kind: 'recovery'; lang: Lang; fullname: string; email: string; link: string }
  | { kind: 'invitation'; lang: Lang; senderName: string; recipient: string; link: string; registerLink: string }
  /** An account was cancelled: when it will be deleted, and how to restore it before then (`link`: login). */
  | { kind: 'cancelled'; lang: Lang; fullname: string; email: string; deletionDate: Date; link: string }
  /** A copy of the person's data is ready: `link` downloads it until `expiresAt`. */
  | { kind: 'export_ready'; lang: Lang; fullname: string; email: string; expiresAt: Date; link: string }
  /** E-mail change (issue 23), to the new address: confirm it (`link`, 72 h); nothing changes before. */
  | { kind: 'email_change_confirm'; lang: Lang; fullname: string; email: string; link: string }
  /** E-mail change, to the old address: who asked, and `link` to undo it within 7 days. */
  | { kind: 'email_change_notice'; lang: Lang; fullname: string; email: string; newEmail: string; link: string }
  /** E-mail change of an account without a password, to its current address: `link` lets it go ahead. */
  | { kind: 'email_change_authorize'; lang: Lang; fullname: string; email: string; newEmail: string; link: string }
  | {
      kind: 'digest';
      lang: Lang;
      fullname: string;
      email: string;
      items: DigestItem[];
      /** Everything pending, of which `items` are the latest. */
      total: number;
      /** The notifications page. */
      link: string;
      /** The settings page with the notification flags (also the List-Unsubscribe target). */
      settingsLink: string;
    };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A name put in a subject or plain-text line: no line breaks (header injection), bounded length. */
function plain(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, 120);
}

interface Body {
  subject: string;
  preheader: string;
  heading: string;
  paragraphs: string[];
  button: { label: string; link: string };
  /** A list of happenings, each a sentence that links somewhere (the digest). */
  items?: Array<{ text: string; link: string; quote?: string }>;
  after: string[];
  /** A closing line that ends with a link (shown as an anchor in HTML, as the bare URL in text). */
  extra?: { text: string; link: string };
  footer: string;
}

const copy = {
  es: {
    confirmation: (m: { fullname: string; email: string; link: string }): Body => ({
      subject: 'Vitrina: confirma tu cuenta',
      preheader: 'Un paso más para empezar a mostrar tu talento.',
      heading: `¡Hola, ${plain(m.fullname)}!`,
      paragraphs: [
        'Gracias por unirte a Vitrina, la red donde el talento creativo se muestra y las agencias lo descubren.',
        'Confirma tu correo electrónico para activar tu cuenta:',
      ],
      button: { label: 'Confirmar mi cuenta', link: m.link },
      after: [
        'El enlace caduca en 72 horas y solo puede usarse una vez.',
        'Si no creaste esta cuenta, ignora este mensaje.',
      ],
      footer: `Este mensaje se envió a ${m.email} desde Vitrina.`,
    }),
    recovery: (m: { fullname: string; email: string; link: string }): Body => ({
      subject: 'Vitrina: recupera tu contraseña',
      preheader: 'Has pedido una contraseña nueva.',
      heading: `Hola, ${plain(m.fullname)}`,
      paragraphs: [
        'Alguien (esperamos que tú) pidió recuperar la contraseña de tu cuenta de Vitrina.',
        'Pulsa el botón para elegir una contraseña nueva:',
      ],
      button: { label: 'Elegir una contraseña nueva', link: m.link },
      after: [
        'El enlace caduca en una hora y solo puede usarse una vez.',
        'Si no lo pediste tú, ignora este mensaje: tu contraseña no cambia.',
      ],
      footer: `Este mensaje se envió a ${m.email} desde Vitrina.`,
    }),
    invitation: (m: { senderName: string; recipient: string; link: string; registerLink: string }): Body => ({
      subject: `${plain(m.senderName)} te invita a ver su talento en Vitrina`,
      preheader: 'Descubre su perfil.',
      heading: '¡Tienes una invitación!',
      paragraphs: [`${plain(m.senderName)} acaba de crear su perfil en Vitrina y quiere que veas su talento.`],
      button: { label: 'Ver su perfil', link: m.link },
      after: [],
      extra: { text: '¿Tienes un talento que mostrar? Crea tu cuenta gratis:', link: m.registerLink },
      footer: `Este mensaje se envió a ${m.recipient} porque ${plain(m.senderName)} te invitó. No guardamos tu dirección.`,
    }),
  },
  en: {
    confirmation: (m: { fullname: string; email: string; link: string }): Body => ({
      subject: 'Vitrina: confirm your account',
      preheader: 'One more step to start showing your talent.',
      heading: `Hi, ${plain(m.fullname)}!`,
      paragraphs: [
        'Thank you for joining Vitrina, the network where creative talent is shown and agencies discover it.',
        'Confirm your e-mail address to activate your account:',
      ],
      button: { label: 'Confirm my account', link: m.link },
      after: [
        'The link expires in 72 hours and works only once.',
        'If you did not create this account, ignore this message.',
      ],
      footer: `This message was sent to ${m.email} by Vitrina.`,
    }),
    recovery: (m: { fullname: string; email: string; link: string }): Body => ({
      subject: 'Vitrina: recover your password',
      preheader: 'You asked for a new password.',
      heading: `Hi, ${plain(m.fullname)}`,
      paragraphs: [
        'Someone (we hope it was you) asked to recover the password of your Vitrina account.',
        'Press the button to choose a new password:',
      ],
      button: { label: 'Choose a new password', link: m.link },
      after: [
        'The link expires in one hour and works only once.',
        'If you did not ask for it, ignore this message: your password stays the same.',
      ],
      footer: `This message was sent to ${m.email} by Vitrina.`,
    }),
    invitation: (m: { senderName: string; recipient: string; link: string; registerLink: string }): Body => ({
      subject: `${plain(m.senderName)} invites you to see their talent on Vitrina`,
      preheader: 'Discover their profile.',
      heading: 'You have an invitation!',
      paragraphs: [`${plain(m.senderName)} has just created a profile on Vitrina and wants you to see their talent.`],
      button: { label: 'See their profile', link: m.link },
      after: [],
      extra: { text: 'Do you have a talent to show? Create your free account:', link: m.registerLink },
      footer: `This message was sent to ${m.recipient} because ${plain(m.senderName)} invited you. We do not keep your address.`,
    }),
  },
} as const;

type DigestMessage = Extract<MailMessage, { kind: 'digest' }>;

const digestSentences: Record<Lang, Record<DigestItem['type'], (who: string, many: boolean) => string>> = {
  es: {
    FOLLOWER: (who) => `${who} empezó a seguirte.`,
    COMMENT: (who) => `${who} comentó tu publicación.`,
    LIKE_POST: (who, many) => `A ${who} ${many ? 'les' : 'le'} gustó tu publicación.`,
    LIKE_COMMENT: (who, many) => `A ${who} ${many ? 'les' : 'le'} gustó tu comentario.`,
    NEW_POST: (who) => `${who} publicó algo nuevo.`,
    MESSAGE: (who) => `${who} te escribió:`,
  },
  en: {
    FOLLOWER: (who) => `${who} started following you.`,
    COMMENT: (who) => `${who} commented on your post.`,
    LIKE_POST: (who) => `${who} liked your post.`,
    LIKE_COMMENT: (who) => `${who} liked your comment.`,
    NEW_POST: (who) => `${who} published a new post.`,
    MESSAGE: (who) => `${who} wrote to you:`,
  },
};

/** "Ana", "Ana y 3 personas más" / "Ana and 3 others". */
function who(lang: Lang, item: DigestItem): string {
  const name = plain(item.actorName);
  if (item.others <= 0) return name;
  if (lang === 'es') return `${name} y ${item.others} ${item.others === 1 ? 'persona más' : 'personas más'}`;
  return `${name} and ${item.others} ${item.others === 1 ? 'other' : 'others'}`;
}

function digest(m: DigestMessage): Body {
  const es = m.lang === 'es';
  const more = m.total - m.items.length;
  return {
    subject: es
      ? `Vitrina: tienes ${m.total} ${m.total === 1 ? 'novedad' : 'novedades'}`
      : `Vitrina: you have ${m.total} ${m.total === 1 ? 'new update' : 'new updates'}`,
    preheader: es ? 'Esto pasó mientras no estabas.' : 'This happened while you were away.',
    heading: es ? `Hola, ${plain(m.fullname)}` : `Hi, ${plain(m.fullname)}`,
    paragraphs: [es ? 'Esto pasó en Vitrina mientras no estabas:' : 'This happened on Vitrina while you were away:'],
    items: m.items.map((item) => ({
      text: digestSentences[m.lang][item.type](who(m.lang, item), item.others > 0),
      link: item.link,
      ...(item.preview ? { quote: plain(item.preview) } : {}),
    })),
    button: { label: es ? 'Ver mis notificaciones' : 'See my notifications', link: m.link },
    after:
      more > 0
        ? [
            es
              ? `Y ${more} ${more === 1 ? 'novedad más' : 'novedades más'} en Vitrina.`
              : `And ${more} more on Vitrina.`,
          ]
        : [],
    extra: {
      text: es
        ? 'Elige qué avisos recibes (o deja de recibir estos correos) en tu configuración:'
        : 'Choose which notices you get (or stop these e-mails) in your settings:',
      link: m.settingsLink,
    },
    footer: es
      ? `Este mensaje se envió a ${m.email} desde Vitrina. Te escribimos como mucho una vez cada pocos minutos, y solo si no estás conectado.`
      : `This message was sent to ${m.email} by Vitrina. We write at most once every few minutes, and only while you are not online.`,
  };
}

function cancelled(m: Extract<MailMessage, { kind: 'cancelled' }>): Body {
  const es = m.lang === 'es';
  const date = new Intl.DateTimeFormat(es ? 'es-MX' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    m.deletionDate,
  );
  return {
    subject: es ? 'Vitrina: cancelaste tu cuenta' : 'Vitrina: you cancelled your account',
    preheader: es ? `Se borrará el ${date}.` : `It will be deleted on ${date}.`,
    heading: es ? `Hola, ${plain(m.fullname)}` : `Hi, ${plain(m.fullname)}`,
    paragraphs: es
      ? [
          'Cancelaste tu cuenta de Vitrina. Desde ahora nadie ve tu perfil, tus publicaciones, tus comentarios, tus me gusta, a quién sigues ni tus mensajes, y todas tus sesiones se cerraron.',
          `El ${date} la borraremos para siempre, con todo lo que contiene. Hasta entonces puedes restaurarla tal como estaba: inicia sesión con tu correo y tu contraseña y elige «Restaurar mi cuenta».`,
        ]
      : [
          'You cancelled your Vitrina account. From now on nobody sees your profile, posts, comments, likes, whom you follow or your messages, and all your sessions were closed.',
          `On ${date} we will delete it for good, with everything in it. Until then you can restore it as it was: log in with your e-mail and password and choose “Restore my account”.`,
        ],
    button: { label: es ? 'Restaurar mi cuenta' : 'Restore my account', link: m.link },
    after: [
      es
        ? 'Si no fuiste tú, restaura tu cuenta y cambia tu contraseña cuanto antes.'
        : 'If it was not you, restore your account and change your password at once.',
    ],
    footer: es
      ? `Este mensaje se envió a ${m.email} desde Vitrina.`
      : `This message was sent to ${m.email} by Vitrina.`,
  };
}

function exportReady(m: Extract<MailMessage, { kind: 'export_ready' }>): Body {
  const es = m.lang === 'es';
  const date = new Intl.DateTimeFormat(es ? 'es-MX' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    m.expiresAt,
  );
  return {
    subject: es ? 'Vitrina: tu copia de datos está lista' : 'Vitrina: your copy of your data is ready',
    preheader: es ? `Descárgala antes del ${date}.` : `Download it before ${date}.`,
    heading: es ? `Hola, ${plain(m.fullname)}` : `Hi, ${plain(m.fullname)}`,
    paragraphs: es
      ? [
          'Preparamos el archivo que pediste con todo lo que diste o hiciste en Vitrina: tu cuenta y perfil, categorías, publicaciones con sus fotos y documentos, comentarios, me gusta, seguidores y seguidos, mensajes, notificaciones y denuncias.',
          `Descárgalo desde tus ajustes, con tu sesión iniciada, hasta el ${date}. Guarda el archivo en un lugar seguro: contiene tus datos personales.`,
        ]
      : [
          'We prepared the archive you asked for with everything you gave or made on Vitrina: your account and profile, categories, posts with their photos and documents, comments, likes, followers and following, messages, notifications and reports.',
          `Download it from your settings, logged in, until ${date}. Keep the file somewhere safe: it holds your personal data.`,
        ],
    button: { label: es ? 'Descargar mis datos' : 'Download my data', link: m.link },
    after: [
      es
        ? 'Si no lo pediste tú, cambia tu contraseña cuanto antes.'
        : 'If you did not ask for it, change your password at once.',
    ],
    footer: es
      ? `Este mensaje se envió a ${m.email} desde Vitrina.`
      : `This message was sent to ${m.email} by Vitrina.`,
  };
}

const footerOf = (es: boolean, email: string) =>
  es ? `Este mensaje se envió a ${email} desde Vitrina.` : `This message was sent to ${email} by Vitrina.`;

function emailChangeConfirm(m: Extract<MailMessage, { kind: 'email_change_confirm' }>): Body {
  const es = m.lang === 'es';
  return {
    subject: es ? 'Vitrina: confirma tu nuevo correo' : 'Vitrina: confirm your new e-mail address',
    preheader: es ? 'Un paso más para cambiar tu correo.' : 'One more step to change your e-mail address.',
    heading: es ? `Hola, ${plain(m.fullname)}` : `Hi, ${plain(m.fullname)}`,
    paragraphs: es
      ? [
          `Pediste que tu cuenta de Vitrina use ${plain(m.email)} desde ahora.`,
          'Confírmalo para que el cambio surta efecto; hasta entonces tu cuenta sigue con el correo de antes:',
        ]
      : [
          `You asked for your Vitrina account to use ${plain(m.email)} from now on.`,
          'Confirm it for the change to take effect; until then your account keeps its previous address:',
        ],
    button: { label: es ? 'Confirmar mi nuevo correo' : 'Confirm my new address', link: m.link },
    after: [
      es
        ? 'El enlace caduca en 72 horas y solo puede usarse una vez.'
        : 'The link expires in 72 hours and works only once.',
      es
        ? 'Si no lo pediste tú, ignora este mensaje: nada cambia.'
        : 'If you did not ask for it, ignore this message: nothing changes.',
    ],
    footer: footerOf(es, m.email),
  };
}

function emailChangeNotice(m: Extract<MailMessage, { kind: 'email_change_notice' }>): Body {
  const es = m.lang === 'es';
  return {
    subject: es ? 'Vitrina: se pidió cambiar tu correo' : 'Vitrina: a change of your e-mail address was asked for',
    preheader: es ? `Tu cuenta pasaría a ${plain(m.newEmail)}.` : `Your account would move to ${plain(m.newEmail)}.`,
    heading: es ? `Hola, ${plain(m.fullname)}` : `Hi, ${plain(m.fullname)}`,
    paragraphs: es
      ? [
          `Alguien con acceso a tu cuenta de Vitrina pidió cambiar su correo electrónico a ${plain(m.newEmail)}. El cambio surte efecto cuando se confirme desde esa dirección.`,
          'Si fuiste tú, no tienes que hacer nada. Si no, deshazlo: tu cuenta vuelve a este correo, se anula el cambio pendiente y se cierran todas las sesiones abiertas.',
        ]
      : [
          `Someone with access to your Vitrina account asked to change its e-mail address to ${plain(m.newEmail)}. The change takes effect once it is confirmed from that address.`,
          'If it was you, there is nothing to do. If not, undo it: your account returns to this address, the pending change is void and every open session is closed.',
        ],
    button: { label: es ? 'No fui yo: deshacer el cambio' : 'It was not me: undo the change', link: m.link },
    after: [
      es
        ? 'Puedes deshacerlo durante 7 días, una sola vez. Después, cambia tu contraseña con «¿Olvidaste tu contraseña?».'
        : 'You can undo it for 7 days, once. Then change your password with “Forgot your password?”.',
    ],
    footer: footerOf(es, m.email),
  };
}

function emailChangeAuthorize(m: Extract<MailMessage, { kind: 'email_change_authorize' }>): Body {
  const es = m.lang === 'es';
  return {
    subject: es ? 'Vitrina: ¿cambiamos tu correo?' : 'Vitrina: shall we change your e-mail address?',
    preheader: es ? `A ${plain(m.newEmail)}.` : `To ${plain(m.newEmail)}.`,
    heading: es ? `Hola, ${plain(m.fullname)}` : `Hi, ${plain(m.fullname)}`,
    paragraphs: es
      ? [
          `Alguien con acceso a tu cuenta de Vitrina pidió cambiar su correo electrónico a ${plain(m.newEmail)}. Tu cuenta no tiene contraseña (entras con Facebook), así que primero lo confirmas desde aquí.`,
          'Si fuiste tú, pulsa el botón: después enviaremos un enlace a la nueva dirección para terminar.',
        ]
      : [
          `Someone with access to your Vitrina account asked to change its e-mail address to ${plain(m.newEmail)}. Your account has no password (you log in with Facebook), so you confirm it from here first.`,
          'If it was you, press the button: we will then send a link to the new address to finish.',
        ],
    button: { label: es ? 'Sí, cambiar mi correo' : 'Yes, change my address', link: m.link },
    after: [
      es
        ? 'El enlace caduca en 72 horas y solo puede usarse una vez. Si no lo pediste tú, ignora este mensaje: nada cambia.'
        : 'The link expires in 72 hours and works only once. If you did not ask for it, ignore this message: nothing changes.',
    ],
    footer: footerOf(es, m.email),
  };
}

function body(message: MailMessage): Body {
  const texts = copy[message.lang];
  switch (message.kind) {
    case 'confirmation':
      return texts.confirmation(message);
    case 'recovery':
      return texts.recovery(message);
    case 'invitation':
      return texts.invitation(message);
    case 'digest':
      return digest(message);
    case 'cancelled':
      return cancelled(message);
    case 'export_ready':
      return exportReady(message);
    case 'email_change_confirm':
      return emailChangeConfirm(message);
    case 'email_change_notice':
      return emailChangeNotice(message);
    case 'email_change_authorize':
      return emailChangeAuthorize(message);
  }
}

function html(lang: Lang, b: Body): string {
  const e = escapeHtml;
  const paragraph = (t: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1d1b2b;">${e(t)}</p>`;
  const item = (i: NonNullable<Body['items']>[number]) =>
    `<li style="margin:0 0 12px;padding:12px 14px;border:1px solid #e7e3ee;border-radius:10px;font-size:15px;line-height:22px;"><a href="${e(i.link)}" style="color:#1d1b2b;text-decoration:none;">${e(i.text)}</a>${i.quote ? `<br><span style="color:#4a4760;">«${e(i.quote)}»</span>` : ''}</li>`;
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
${small(lang === 'es' ? 'Si el botón no funciona, copia este enlace en tu navegador:' : 'If the button does not work, copy this link into your browser:')}
<p style="margin:0 0 20px;font-size:13px;line-height:20px;word-break:break-all;"><a href="${e(b.button.link)}" style="color:#6c4df6;">${e(b.button.link)}</a></p>
${b.after.map(small).join('\n')}
${b.extra ? `<p style="margin:0;font-size:14px;line-height:22px;color:#4a4760;">${e(b.extra.text)} <a href="${e(b.extra.link)}" style="color:#6c4df6;">${e(b.extra.link)}</a></p>` : ''}
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
  const extra = b.extra ? [`${b.extra.text} ${b.extra.link}`, ''] : [];
  const items = (b.items ?? []).flatMap((i) => [`- ${i.text}${i.quote ? ` «${i.quote}»` : ''}`, `  ${i.link}`]);
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
  const b = body(message);
  const rendered: RenderedMail = { subject: plain(b.subject), html: html(message.lang, b), text: text(b) };
  if (message.kind === 'digest') rendered.headers = { 'List-Unsubscribe': `<${message.settingsLink}>` };
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
  login: (publicUrl: string) => `${publicUrl}/login`,
  /** The settings page's data section: the copy is downloaded there, logged in (the e-mail carries no key). */
  dataExport: (publicUrl: string) => `${publicUrl}/user/settings#mis-datos`,
  notificationSettings: (publicUrl: string) => `${publicUrl}/user/settings`,
  emailConfirmation: (publicUrl: string, token: string) => `${publicUrl}/user/email/confirmation#${token}`,
  emailAuthorization: (publicUrl: string, token: string) => `${publicUrl}/user/email/authorization#${token}`,
  emailUndo: (publicUrl: string, token: string) => `${publicUrl}/user/email/undo#${token}`,
};
