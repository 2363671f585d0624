import { describe, expect, it } from 'vitest';
import { canHavePublicProfile, clip, escapeHtml, isShownPublicly, placeOf } from './public-profile-rules.ts';

const talent = {
  type: 'talento',
  isVerified: true,
  cancelledAt: null,
  deletedAt: null,
  suspendedAt: null,
  suspendedUntil: null,
  birthdate: '1995-04-12',
  publicProfile: true,
};
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`;

describe('whose public page exists', () => {
  it('a verified talent who turned it on', () => {
    expect(isShownPublicly(talent)).toBe(true);
  });

  it('not while the setting is off (the default), nor for agencies, unconfirmed, cancelled or deleted accounts', () => {
    expect(isShownPublicly({ ...talent, publicProfile: false })).toBe(false);
    expect(isShownPublicly({ ...talent, type: 'agencia' })).toBe(false);
    expect(isShownPublicly({ ...talent, type: null })).toBe(false);
    expect(isShownPublicly({ ...talent, isVerified: false })).toBe(false);
    expect(isShownPublicly({ ...talent, cancelledAt: new Date() })).toBe(false);
    expect(isShownPublicly({ ...talent, deletedAt: new Date() })).toBe(false);
  });

  it('not while suspended, and never for a minor (visitors include agencies no one verified)', () => {
    expect(isShownPublicly({ ...talent, suspendedAt: new Date() })).toBe(false);
    const ended = { suspendedAt: new Date(Date.now() - 864e5), suspendedUntil: new Date(Date.now() - 1000) };
    expect(isShownPublicly({ ...talent, ...ended })).toBe(true);
    expect(isShownPublicly({ ...talent, birthdate: yearsAgo(15) })).toBe(false);
    expect(isShownPublicly({ ...talent, birthdate: yearsAgo(19) })).toBe(true);
  });

  it('only talents may turn it on', () => {
    expect(canHavePublicProfile({ type: 'talento' })).toBe(true);
    expect(canHavePublicProfile({ type: 'agencia' })).toBe(false);
    expect(canHavePublicProfile({ type: null })).toBe(false);
  });
});

describe('text on the page', () => {
  it('escapes markup and both quotes', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('clips long text at a word, with an ellipsis, and leaves short text alone', () => {
    expect(clip('Cantante  de\nboleros', 40)).toBe('Cantante de boleros');
    expect(clip('Actriz de teatro y cine independiente', 20)).toBe('Actriz de teatro y…');
    expect(clip('Supercalifragilisticoespialidoso', 10)).toBe('Supercali…');
  });

  it('names the place from what there is', () => {
    expect(placeOf('Guadalajara', 'México')).toBe('Guadalajara, México');
    expect(placeOf(' ', 'México')).toBe('México');
    expect(placeOf('', '')).toBe('');
  });
});
