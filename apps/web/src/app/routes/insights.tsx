import { useSearchParams } from 'react-router';
import type { InsightPeriod } from '@vitrina/contract/insights';
import { InsightsDashboard } from '@/features/insights/insights-dashboard.tsx';
import { periodOf } from '@/features/insights/insights-rules.ts';
import { paths } from '@/lib/paths.ts';
import { useSelf } from '@/lib/session-context.ts';

/** /user/estadisticas?dias=7|30|90: my figures; the period lives in the address (30 days when absent). */
export default function InsightsRoute() {
  const self = useSelf();
  const [params, setParams] = useSearchParams();
  const days = periodOf(params.get('dias'));
  const choose = (next: InsightPeriod) =>
    setParams(next === 30 ? {} : { dias: String(next) }, { replace: true, preventScrollReset: true });
  const profileHref = self?.user.type === 'talento' ? paths.profile(self.user.profile_url) : null;
  return <InsightsDashboard days={days} onDays={choose} profileHref={profileHref} />;
}
