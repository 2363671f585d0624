import { describe, expect, it } from 'vitest';
import { escapeHtml, mailLinks, renderMail } from './mail-templates.ts';

describe('mail templates', () => {
  it('escape every HTML special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('render the three messages in both languages, with the link in HTML and text', () => {
    const link = 'https://vitrina.test/register/confirmation#tok';
    for (const lang of ['es', 'en'] as const) {
      for (const mail of [
        renderMail({ kind: 'confirmation', lang, fullname: 'Ana', email: 'a@x.co', link }),
        renderMail({ kind: 'recovery', lang, fullname: 'Ana', email: 'a@x.co', link }),
        renderMail({
          kind: 'invitation',
          lang,
          senderName: 'Ana',
          recipient: 'b@x.co',
          link,
          registerLink: 'https://vitrina.test/register',
        }),
      ]) {
        expect(mail.subject).not.toBe('');
        expect(mail.html).toContain(`<html lang="${lang}">`);
        expect(mail.html).toContain(`href="${link}"`);
        expect(mail.text).toContain(link);
      }
    }
    expect(renderMail({ kind: 'recovery', lang: 'es', fullname: 'A', email: 'a@x.co', link }).subject).toBe(
      'Vitrina: recupera tu contraseña',
    );
    expect(renderMail({ kind: 'recovery', lang: 'en', fullname: 'A', email: 'a@x.co', link }).subject).toBe(
      'Vitrina: recover your password',
    );
  });

  it('render the e-mail change messages in both languages, naming the new address and carrying the link', () => {
    const link = 'https://vitrina.test/user/email/undo#tok';
    for (const lang of ['es', 'en'] as const) {
      for (const mail of [
        renderMail({ kind: 'email_change_confirm', lang, fullname: 'Ana', email: 'new@x.co', link }),
        renderMail({ kind: 'email_change_notice', lang, fullname: 'Ana', email: 'a@x.co', newEmail: 'new@x.co', link }),
        renderMail({
          kind: 'email_change_authorize',
          lang,
          fullname: 'Ana',
          email: 'a@x.co',
          newEmail: 'new@x.co',
          link,
        }),
      ]) {
        expect(mail.html).toContain(`<html lang="${lang}">`);
        expect(mail.html).toContain(`href="${link}"`);
        expect(mail.text).toContain(link);
        expect(mail.text).toContain('new@x.co');
      }
    }
    const notice = (lang: 'es' | 'en') =>
      renderMail({ kind: 'email_change_notice', lang, fullname: 'A', email: 'a@x.co', newEmail: 'n@x.co', link });
    expect(notice('es').text).toContain('7 días');
    expect(notice('en').text).toContain('7 days');
  });

  it('never let a name become markup, a link or a header line', () => {
    const mail = renderMail({
      kind: 'invitation',
      lang: 'es',
      senderName: '<img src=x onerror=alert(1)>\r\nBcc: all@x.co',
      recipient: 'b@x.co',
      link: 'https://vitrina.test/profile/ana',
      registerLink: 'https://vitrina.test/register',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('build links from PUBLIC_URL as the spec fixes them', () => {
    expect(mailLinks.confirmation('https://v.test', 't1')).toBe('https://v.test/register/confirmation#t1');
    expect(mailLinks.recovery('https://v.test', 't2')).toBe('https://v.test/forgot/t2');
    expect(mailLinks.profile('https://v.test', 'ana-lopez')).toBe('https://v.test/profile/ana-lopez');
  });

  it('render the digest as sentences in each language, grouping people, escaping names and previews', () => {
    const base = {
      kind: 'digest',
      fullname: 'Ana',
      email: 'a@x.co',
      link: 'https://vitrina.test/notificaciones',
      settingsLink: 'https://vitrina.test/user/settings',
      total: 12,
      items: [
        { type: 'LIKE_POST', actorName: 'Luis <b>', others: 2, link: 'https://vitrina.test/noticias/7' },
        { type: 'FOLLOWER', actorName: 'Eva', others: 0, link: 'https://vitrina.test/profile/eva' },
        {
          type: 'MESSAGE',
          actorName: 'Bruno',
          others: 0,
          link: 'https://vitrina.test/conversaciones/bruno',
          preview: '<script>',
        },
      ],
    } as const;
    const es = renderMail({ ...base, lang: 'es', items: [...base.items] });
    const en = renderMail({ ...base, lang: 'en', items: [...base.items] });
    expect(es.subject).toBe('Vitrina: tienes 12 novedades');
    expect(es.text).toContain('A Luis <b> y 2 personas más les gustó tu publicación.');
    expect(es.text).toContain('Eva empezó a seguirte.');
    expect(es.text).toContain('Y 9 novedades más en Vitrina.');
    expect(en.subject).toBe('Vitrina: you have 12 new updates');
    expect(en.text).toContain('Luis <b> and 2 others liked your post.');
    expect(en.text).toContain('Bruno wrote to you: «<script>»');
    expect(en.html).toContain('Luis &lt;b&gt;');
    expect(en.html).not.toContain('<script>');
    expect(en.html).toContain('href="https://vitrina.test/noticias/7"');
    expect(en.headers).toEqual({ 'List-Unsubscribe': '<https://vitrina.test/user/settings>' });
  });

  it('render a saved search alert with its talents, the search link and its own unsubscribe link', () => {
    const unsubscribe = mailLinks.alertUnsubscribe('https://vitrina.test', 'tok_123');
    const mail = renderMail({
      kind: 'search_alert',
      lang: 'en',
      fullname: 'Agencia <b>Norte</b>',
      email: 'a@x.co',
      searchName: 'Green\r\neyes',
      count: 7,
      talents: [{ name: 'Ana <i>Ruiz</i>', category: 'Fashion', city: '', link: 'https://vitrina.test/profile/ana' }],
      link: mailLinks.savedSearch('https://vitrina.test', 'category=5'),
      unsubscribeLink: unsubscribe,
      oneClickLink: mailLinks.alertOneClick('https://vitrina.test', 'tok_123'),
    });
    expect(mail.subject).toBe('Vitrina: 7 new talents in “Green eyes”');
    expect(mail.text).toContain('- Ana <i>Ruiz</i> · Fashion\n  https://vitrina.test/profile/ana');
    expect(mail.text).toContain('And 6 more on Vitrina.');
    expect(mail.text).toContain('https://vitrina.test/explorar/buscar?category=5');
    expect(mail.html).toContain('Ana &lt;i&gt;Ruiz&lt;/i&gt;');
    expect(mail.html).toContain(`href="${unsubscribe}"`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://vitrina.test/api/saved-searches/unsubscribe/tok_123>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('tell a talent of new opportunities: fits stop in settings, a board search in one click', () => {
    const base = {
      kind: 'opportunities_alert' as const,
      fullname: 'Lía',
      email: 'l@x.co',
      count: 3,
      opportunities: [
        {
          role: 'Bailarina',
          title: 'Gala <b>',
          agency: 'Faro',
          city: '',
          link: 'https://vitrina.test/oportunidades/4',
        },
      ],
      link: mailLinks.board('https://vitrina.test', 'fits=1'),
    };
    const settings = mailLinks.fitsAlertSettings('https://vitrina.test');
    const fits = renderMail({ ...base, lang: 'en', search: null, unsubscribeLink: settings, oneClickLink: null });
    expect(fits.subject).toBe('Vitrina: 3 new roles fit you');
    expect(fits.text).toContain('- Bailarina · Gala <b> · Faro\n  https://vitrina.test/oportunidades/4');
    expect(fits.text).toContain('And 2 more on Vitrina.');
    expect(fits.html).toContain('Gala &lt;b&gt;');
    expect(fits.headers).toEqual({ 'List-Unsubscribe': `<${settings}>` });
    const search = renderMail({
      ...base,
      lang: 'es',
      search: 'Castings',
      unsubscribeLink: mailLinks.alertUnsubscribe('https://vitrina.test', 'tok_9'),
      oneClickLink: mailLinks.alertOneClick('https://vitrina.test', 'tok_9'),
    });
    expect(search.subject).toBe('Vitrina: 3 oportunidades nuevas en «Castings»');
    expect(search.headers).toEqual({
      'List-Unsubscribe': '<https://vitrina.test/api/saved-searches/unsubscribe/tok_9>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('name at most 50 of an hour’s later minor-safety reports, counting the rest', () => {
    const reportIds = Array.from({ length: 53 }, (_, i) => 100 + i);
    const link = mailLinks.moderation('https://vitrina.test');
    const es = renderMail({ kind: 'minor_reports', lang: 'es', fullname: 'Ada', email: 'a@x.co', reportIds, link });
    expect(es.subject).toBe('Vitrina: 53 denuncias más sobre la seguridad de un menor en la última hora');
    expect(es.text).toContain('(n.º 100, 101, 102,');
    expect(es.text).toContain(', 148, 149 y 3 más).');
    const en = renderMail({ kind: 'minor_reports', lang: 'en', fullname: 'Bea', email: 'b@x.co', reportIds, link });
    expect(en.text).toContain(', 149 and 3 more).');
    expect(en.text).toContain('https://vitrina.test/moderacion');
  });
});
