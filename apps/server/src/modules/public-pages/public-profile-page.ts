import type { Lang } from '@vitrina/contract/constants';
import { resizeUrl } from '@vitrina/contract/media-rules';
import type { Post, UserMediaItem } from '@vitrina/contract/posts';
import { youtubeWatchUrl } from '@vitrina/contract/youtube';
import { fill, publicProfileCopy, type PublicProfileCopy } from './public-profile-copy.ts';
import { clip, escapeHtml as e } from '../profiles/public-profile-rules.ts';
import { publicProfileStyle } from './public-profile-style.ts';

/** Everything the public page shows, already chosen by the service (nothing private reaches it). */
export interface PublicProfileView {
  lang: Lang;
  name: string;
  profileUrl: string;
  profileImage: string;
  coverImage: string;
  categories: string[];
  place: string;
  biography: string;
  memberSince: Date;
  posts: Post[];
  photos: UserMediaItem[];
  /** Absolute addresses: the page itself (canonical, og:url), its card image, the members' profile page. */
  links: { page: string; card: string; profile: string };
}

const guestLinks = { join: '/register', login: '/login', terms: '/terminos', privacy: '/politicas-privacidad' };
const cookiesLink = '/politicas-cookies';

function brand(copy: PublicProfileCopy): string {
  return `<header class="bar"><a class="brand" href="/" aria-label="Vitrina"><span class="brand__dot" aria-hidden="true"></span>Vitrina</a>
<nav class="bar__nav" aria-label="Vitrina"><a class="link" href="${guestLinks.login}">${e(copy.login)}</a>
<a class="button button--small" href="${guestLinks.join}">${e(copy.join)}</a></nav></header>`;
}

function footer(copy: PublicProfileCopy): string {
  return `<footer class="foot"><p><strong>Vitrina</strong> · ${e(copy.tagline)}</p>
<nav aria-label="${e(copy.terms)}"><a href="${guestLinks.terms}">${e(copy.terms)}</a> · <a href="${guestLinks.privacy}">${e(copy.privacy)}</a> · <a href="${cookiesLink}">${e(copy.cookies)}</a></nav></footer>`;
}

/** A square thumbnail at 1× and 2×, lazy below the fold. */
function thumb(filename: string, alt: string): string {
  const [small, large] = [resizeUrl(filename, 'c309x309'), resizeUrl(filename, 'c618x618')];
  return `<img src="${e(small)}" srcset="${e(large)} 2x" width="309" height="309" loading="lazy" decoding="async" alt="${e(alt)}">`;
}

function videoBlock(videoId: string, copy: PublicProfileCopy): string {
  // A link, never the player or its still: the page makes no request to YouTube (decision 0021).
  return `<a class="video" href="${e(youtubeWatchUrl(videoId))}" rel="noopener noreferrer"><span class="video__play" aria-hidden="true"></span><span class="video__label">${e(copy.videoLabel)}</span><span class="video__cta">${e(copy.video)}</span></a>`;
}

function postBody(
  post: Pick<Post, 'description' | 'files' | 'videoId'>,
  name: string,
  copy: PublicProfileCopy,
): string {
  const text = post.description.trim() ? `<p class="post__text">${e(post.description)}</p>` : '';
  const photos = post.files.filter((file) => file.type === 'PHOTO').slice(0, 4);
  const grid = photos.length
    ? `<div class="post__photos post__photos--${photos.length}">${photos.map((p) => thumb(p.filename, p.description || fill(copy.photoOf, { name }))).join('')}</div>`
    : '';
  return `${text}${grid}${post.videoId ? videoBlock(post.videoId, copy) : ''}`;
}

function postCard(post: Post, view: PublicProfileView, copy: PublicProfileCopy, dates: Intl.DateTimeFormat): string {
  const date = new Date(post.createdAt);
  let body = postBody(post, view.name, copy);
  if (post.sharedPost) {
    const original = post.sharedPost;
    const inner = original.available
      ? `<p class="post__shared">${e(fill(copy.shared, { name: original.user.fullname }))}</p>${postBody(original, original.user.fullname, copy)}`
      : `<p class="post__shared">${e(copy.unavailable)}</p>`;
    body += `<div class="post__quote">${inner}</div>`;
  }
  return `<article class="post card"><p class="post__date"><time datetime="${e(date.toISOString())}">${e(dates.format(date))}</time></p>${body}</article>`;
}

function joinCard(view: PublicProfileView, copy: PublicProfileCopy, headingId: string): string {
  return `<section class="join card" aria-labelledby="${headingId}"><h2 id="${headingId}">${e(fill(copy.joinTitle, { name: view.name }))}</h2>
<p>${e(fill(copy.joinLead, { name: view.name }))}</p>
<p class="join__actions"><a class="button" href="${guestLinks.join}">${e(copy.join)}</a>
<span>${e(copy.haveAccount)} <a class="link" href="${guestLinks.login}">${e(copy.login)}</a></span></p></section>`;
}

function head(lang: Lang, title: string, description: string, meta: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(title)}</title>
<meta name="description" content="${e(description)}"><meta name="theme-color" content="#1d1b2b">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">${meta}<style>${publicProfileStyle}</style></head>`;
}

/** The talent's public page: complete HTML, no script (decision 0021). */
export function renderPublicProfile(view: PublicProfileView): string {
  const copy = publicProfileCopy[view.lang];
  const title = fill(copy.title, { name: view.name });
  const facts = [view.categories.join(' · '), view.place].filter(Boolean).join(' — ');
  const description = clip(view.biography || `${fill(copy.description, { name: view.name })} ${facts}`, 160);
  const ogLocale = view.lang === 'es' ? 'es_ES' : 'en_US';
  const meta = `
<link rel="canonical" href="${e(view.links.page)}">
<meta property="og:type" content="profile"><meta property="og:site_name" content="Vitrina">
<meta property="og:title" content="${e(title)}"><meta property="og:description" content="${e(description)}">
<meta property="og:url" content="${e(view.links.page)}"><meta property="og:locale" content="${ogLocale}">
<meta property="og:image" content="${e(view.links.card)}"><meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">
<meta property="og:image:alt" content="${e(`${view.name}${facts ? ` — ${facts}` : ''}`)}">
<meta name="twitter:card" content="summary_large_image"><meta name="twitter:title" content="${e(title)}">
<meta name="twitter:description" content="${e(description)}"><meta name="twitter:image" content="${e(view.links.card)}">`;
  const dates = new Intl.DateTimeFormat(view.lang, { day: 'numeric', month: 'long', year: 'numeric' });
  const since = new Intl.DateTimeFormat(view.lang, { month: 'long', year: 'numeric' }).format(view.memberSince);
  const chips = view.categories.map((name) => `<li class="chip">${e(name)}</li>`).join('');
  const photos = view.photos.length
    ? `<section class="card" aria-labelledby="photos-title"><h2 id="photos-title">${e(copy.photos)}</h2><div class="photos">${view.photos
        .map((photo) =>
          thumb(photo.filename, photo.description || photo.post.description || fill(copy.photoOf, { name: view.name })),
        )
        .join('')}</div></section>`
    : '';
  const biography = view.biography.trim()
    ? `<section class="card" aria-labelledby="bio-title"><h2 id="bio-title">${e(copy.biography)}</h2><p class="bio">${e(view.biography)}</p></section>`
    : '';
  const posts = view.posts.length
    ? view.posts.map((post) => postCard(post, view, copy, dates)).join('')
    : `<p class="card muted">${e(copy.noPosts)}</p>`;

  return `${head(view.lang, title, description, meta)}<body>${brand(copy)}
<main><div class="hero"><img class="hero__cover" src="${resizeUrl(view.coverImage, 'c1200x400')}" width="1200" height="400" alt="" fetchpriority="high">
<div class="hero__person"><img class="hero__avatar" src="${resizeUrl(view.profileImage, 'c170x170')}" srcset="${resizeUrl(view.profileImage, 'c340x340')} 2x" width="170" height="170" alt="${e(fill(copy.profilePhoto, { name: view.name }))}">
<div class="hero__text"><h1>${e(view.name)}</h1>${chips ? `<ul class="chips" aria-label="${e(copy.categories)}">${chips}</ul>` : ''}
<p class="hero__facts">${view.place ? `<span class="place">${e(view.place)}</span>` : ''}<span>${e(fill(copy.memberSince, { date: since }))}</span></p></div></div></div>
<div class="layout"><aside class="side">${joinCard(view, copy, 'join-title')}${biography}</aside>
<div class="main">${photos}<section aria-labelledby="posts-title"><h2 class="section-title" id="posts-title">${e(copy.posts)}</h2>${posts}</section>
<p class="more"><a class="link" href="${e(view.links.profile)}">${e(copy.fullProfile)}</a></p></div></div></main>${footer(copy)}</body></html>`;
}

/** The answer for a profile that does not exist or is not public: the same look, nothing about anyone. */
export function renderPublicNotFound(lang: Lang): string {
  const copy = publicProfileCopy[lang];
  return `${head(lang, `${copy.notFoundTitle} · Vitrina`, copy.notFoundLead, '<meta name="robots" content="noindex">')}<body>${brand(copy)}
<main class="gone card"><h1>${e(copy.notFoundTitle)}</h1><p>${e(copy.notFoundLead)}</p>
<p class="join__actions"><a class="button" href="${guestLinks.join}">${e(copy.join)}</a><a class="link" href="/">${e(copy.home)}</a></p></main>${footer(copy)}</body></html>`;
}
