import { countOf, fill, mailCopy } from './copy/mail-copy.ts';
import type { MailCopy } from './copy/es.ts';
import type { DigestItem, MailMessage } from './mail-messages.ts';
import { countryName } from '@vitrina/contract/country-names';
import type { Lang } from '@vitrina/contract/constants';
import { changesIn, closeReasonLabels, labelIn } from '@vitrina/contract/opportunity-labels';
import { guardianBody } from './guardian-bodies.ts';
import { filled, longDate, longDateTime, plain, type Body } from './mail-body-parts.ts';

type Of<K extends MailMessage['kind']> = Extract<MailMessage, { kind: K }>;

/** "Ana", "Ana y 3 personas más" / "Ana and 3 others". */
function who(t: MailCopy, item: DigestItem): string {
  const name = plain(item.actorName);
  return item.others <= 0 ? name : fill(countOf(t.digest.who, item.others), { name, count: item.others });
}

/** A digest's line: `one` for a single person, `other` for a group (Spanish: "le gustó" / "les gustó"). */
function digestLine(t: MailCopy, item: DigestItem, lang: Lang): string {
  const lines = t.digest.items;
  const about = item.opportunity;
  if (!about) return fill(item.others > 0 ? lines[item.type].other : lines[item.type].one, { who: who(t, item) });
  // An opportunity's line names it, its role and why it ended, in the reader's words; fits are counted.
  const pair =
    item.type === 'APPLICATION_UPDATE' && about.update === 'self_tape'
      ? lines.APPLICATION_SELF_TAPE
      : item.type === 'OPPORTUNITY_CHANGED' && about.changes.length > 0
        ? lines.OPPORTUNITY_CHANGES
        : lines[item.type];
  return fill(item.type === 'OPPORTUNITIES_FIT' ? countOf(pair, about.count) : pair.one, {
    who: who(t, item),
    title: plain(about.title),
    role: plain(about.role ?? about.title),
    reason: about.reason ? labelIn(closeReasonLabels, about.reason, lang) : '',
    count: about.count,
    changes: changesIn(about.changes, lang),
  });
}

function digest(t: MailCopy, m: Of<'digest'>): Body {
  const d = t.digest;
  const more = m.total - m.items.length;
  const vars = { name: plain(m.fullname), email: m.email };
  return {
    ...filled(t, { ...d, subject: countOf(d.subject, m.total), after: [] }, { ...vars, count: m.total }, m.link),
    items: m.items.map((item) => ({
      text: digestLine(t, item, m.lang),
      link: item.link,
      ...(item.preview ? { quote: plain(item.preview) } : {}),
    })),
    after: more > 0 ? [fill(countOf(d.more, more), { count: more })] : [],
    extra: { text: d.extra, link: m.settingsLink },
  };
}

function weekly(t: MailCopy, m: Of<'weekly'>): Body {
  const w = t.weekly;
  const total = m.views.agency + m.views.talent + m.views.visitor;
  const vars = { name: plain(m.fullname), email: m.email, days: m.days, count: total };
  const agencies = m.agencies.map((agency) =>
    'name' in agency
      ? plain(agency.name)
      : fill(countOf(w.privateAgency, agency.count), {
          count: agency.count,
          country: countryName(agency.country, m.lang),
        }),
  );
  const paragraphs = [
    fill(w.intro, vars),
    `${fill(countOf(w.views, total), vars)}. ${fill(w.audience, m.views)}`,
    ...(m.followers > 0 ? [fill(countOf(w.followers, m.followers), { count: m.followers })] : []),
    ...(agencies.length > 0 ? [fill(w.agencies, { names: agencies.join(', ') })] : []),
  ];
  return {
    ...filled(t, { ...w, subject: countOf(w.subject, total), paragraphs: [], after: [] }, vars, m.link, m.settingsLink),
    paragraphs,
    ...(m.bestPost
      ? {
          items: [
            {
              text: fill(countOf(w.bestPost, m.bestPost.views), { count: m.bestPost.views }),
              link: m.bestPost.link,
              quote: plain(m.bestPost.text) || w.untitledPost,
            },
          ],
        }
      : {}),
  };
}

function searchAlert(t: MailCopy, m: Of<'search_alert'>): Body {
  const a = t.searchAlert;
  const vars = { name: plain(m.fullname), email: m.email, count: m.count, search: plain(m.searchName) };
  const more = m.count - m.talents.length;
  return {
    ...filled(t, { ...a, subject: countOf(a.subject, m.count), after: [] }, vars, m.link, m.unsubscribeLink),
    paragraphs: [fill(countOf(a.intro, m.count), vars)],
    items: m.talents.map((talent) => ({
      text: [talent.name, talent.category, talent.city].map(plain).filter(Boolean).join(' · '),
      link: talent.link,
    })),
    after: more > 0 ? [fill(countOf(a.more, more), { count: more })] : [],
  };
}

function opportunitiesAlert(t: MailCopy, m: Of<'opportunities_alert'>): Body {
  const a = m.search === null ? t.opportunityAlerts.fits : t.opportunityAlerts.board;
  const vars = { name: plain(m.fullname), email: m.email, count: m.count, search: plain(m.search ?? '') };
  const more = m.count - m.opportunities.length;
  return {
    ...filled(t, { ...a, subject: countOf(a.subject, m.count), after: [] }, vars, m.link, m.unsubscribeLink),
    paragraphs: [fill(countOf(a.intro, m.count), vars)],
    items: m.opportunities.map((o) => ({
      text: [o.role ?? '', o.title, o.agency, o.city].map(plain).filter(Boolean).join(' · '),
      link: o.link,
    })),
    after: more > 0 ? [fill(countOf(a.more, more), { count: more })] : [],
  };
}

/** Report numbers an e-mail names; the rest are counted. */
const REPORTS_NAMED = 50;

function minorReports(t: MailCopy, m: Of<'minor_reports'>): Body {
  const r = t.minorReports;
  const count = m.reportIds.length;
  const named = m.reportIds.slice(0, REPORTS_NAMED).join(', ');
  const more = count - REPORTS_NAMED;
  const reports = more > 0 ? `${named} ${fill(r.more, { count: more })}` : named;
  const vars = { name: plain(m.fullname), email: m.email, count, reports };
  return {
    ...filled(t, { ...r, subject: countOf(r.subject, count), paragraphs: [] }, vars, m.link),
    paragraphs: [fill(countOf(r.intro, count), vars), ...r.paragraphs.map((p) => fill(p, vars))],
  };
}

/** The texts of `message` in its language; names are stripped of line breaks before they go in. */
export function bodyOf(message: MailMessage): Body {
  const t = mailCopy[message.lang];
  const m = message;
  switch (m.kind) {
    case 'confirmation':
      return filled(t, t.confirmation, { name: plain(m.fullname), email: m.email }, m.link);
    case 'recovery':
      return filled(t, t.recovery, { name: plain(m.fullname), email: m.email }, m.link);
    case 'invitation':
      return filled(t, t.invitation, { sender: plain(m.senderName), email: m.recipient }, m.link, m.registerLink);
    case 'cancelled':
      return filled(
        t,
        t.cancelled,
        { name: plain(m.fullname), email: m.email, date: longDate(m.lang, m.deletionDate) },
        m.link,
      );
    case 'minor_report':
      return filled(t, t.minorReport, { name: plain(m.fullname), email: m.email, report: m.reportId }, m.link);
    case 'minor_reports':
      return minorReports(t, m);
    case 'export_ready':
      return filled(
        t,
        t.exportReady,
        { name: plain(m.fullname), email: m.email, date: longDate(m.lang, m.expiresAt) },
        m.link,
      );
    case 'email_change_confirm':
      // Sent to the new address: `email` is it.
      return filled(
        t,
        t.emailChangeConfirm,
        { name: plain(m.fullname), email: m.email, newEmail: plain(m.email) },
        m.link,
      );
    case 'email_change_notice':
      return filled(
        t,
        t.emailChangeNotice,
        { name: plain(m.fullname), email: m.email, newEmail: plain(m.newEmail) },
        m.link,
      );
    case 'email_change_authorize':
      return filled(
        t,
        t.emailChangeAuthorize,
        { name: plain(m.fullname), email: m.email, newEmail: plain(m.newEmail) },
        m.link,
      );
    case 'factor_change':
      return filled(
        t,
        t.security[m.change],
        { name: plain(m.fullname), email: m.email, remaining: m.remaining },
        m.link,
      );
    case 'factor_removal':
      return filled(
        t,
        t.factorRemoval[m.stage],
        { name: plain(m.fullname), email: m.email, date: m.dueAt ? longDateTime(m.lang, m.dueAt) : '' },
        m.link,
      );
    case 'digest':
      return digest(t, m);
    case 'weekly':
      return weekly(t, m);
    case 'search_alert':
      return searchAlert(t, m);
    case 'opportunities_alert':
      return opportunitiesAlert(t, m);
    default:
      return guardianBody(m);
  }
}
