import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { minorReportAlerts } from '../../db/schema/minor-report-alerts.ts';

/** One admin's hour of alerts, as its claimed item reads it. */
export interface AlertWindow {
  adminId: number;
  hour: Date;
  firstReportId: number;
  /** The hour's first report still waits for its e-mail. */
  isFirstDue: boolean;
  /** The later reports to e-mail together now: none until the hour is over. */
  laterDue: number[];
}

const t = minorReportAlerts;
const isHourOver = sql`${t.hour} + interval '1 hour' <= now()`;
const isDue = sql`(${t.firstSentAt} is null or (cardinality(${t.laterReportIds}) > 0 and ${isHourOver}))`;
const ofWindow = (window: Pick<AlertWindow, 'adminId' | 'hour'>) =>
  sql`${t.adminId} = ${window.adminId} and ${t.hour} = ${window.hour}`;

/** Admins' hours of minor-safety alerts (see the table): written with the report, claimed by the rounds. */
export function createMinorReportAlertsRepository(db: Db) {
  return {
    /** Puts a report in each admin's current hour: its first report, or one of the later ones. */
    async queue(reportId: number, adminIds: readonly number[]): Promise<void> {
      if (adminIds.length === 0) return;
      const rows = adminIds.map((id) => sql`(${id}, date_trunc('hour', now(), 'UTC'), ${reportId})`);
      await db.execute(sql`
        insert into ${t} (admin_id, hour, first_report_id) values ${sql.join(rows, sql`, `)}
        on conflict (admin_id, hour) do update set later_report_ids = ${t.laterReportIds} || excluded.first_report_id`);
    },

    /** The hours with an e-mail due, keyed `admin:hour in ms` (the job runner claims each for one process). */
    due: sql`select ${t.adminId} || ':' || (extract(epoch from ${t.hour}) * 1000)::bigint as key from ${t}
      where ${isDue} order by ${t.hour}`,

    /** A claimed hour as it is now; null when nothing is due in it any more. */
    async read(key: string): Promise<AlertWindow | null> {
      const [adminId, ms] = key.split(':').map(Number);
      const [row] = await queryRows<{
        first_report_id: number | string;
        first_due: boolean;
        later: Array<number | string>;
      }>(
        db,
        sql`select ${t.firstReportId} as first_report_id, ${t.firstSentAt} is null as first_due,
            case when ${isHourOver} then array_to_json(${t.laterReportIds}) else '[]'::json end as later
          from ${t} where ${t.adminId} = ${adminId} and ${t.hour} = to_timestamp(${ms! / 1000}) and ${isDue}`,
      );
      if (!row) return null;
      return {
        adminId: adminId!,
        hour: new Date(ms!),
        firstReportId: Number(row.first_report_id),
        isFirstDue: row.first_due,
        laterDue: row.later.map(Number),
      };
    },

    /** The hour's first e-mail went: a later report of the hour now waits for the hour's end. */
    async markFirstSent(window: AlertWindow): Promise<void> {
      await db.execute(sql`update ${t} set first_sent_at = now() where ${ofWindow(window)}`);
    },

    /** The reports `sent` together leave a claimed hour (one that came since stays for a round). */
    async settle(window: AlertWindow, sent: readonly number[]): Promise<void> {
      const left =
        sent.length === 0
          ? sql`${t.laterReportIds}`
          : sql`array(select x from unnest(${t.laterReportIds}) x where x not in (${sql.join(
              sent.map((id) => sql`${id}`),
              sql`, `,
            )}))`;
      await db.execute(sql`update ${t} set later_report_ids = ${left} where ${ofWindow(window)}`);
    },

    /** Hours that are over with nothing left to send. */
    async prune(): Promise<void> {
      await db.execute(sql`delete from ${t} where ${isHourOver} and first_sent_at is not null
        and cardinality(later_report_ids) = 0`);
    },
  };
}
