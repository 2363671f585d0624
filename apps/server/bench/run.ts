/**
 * `npm run bench`: every benchmark, or the one named (`npm run bench -- media`, `npm run bench -- feed`,
 * `npm run bench -- discovery`, `npm run bench -- cards`, `npm run bench -- messaging`, `npm run bench -- notifications`, `npm run bench -- insights`, `npm run bench -- opportunities`,
 * `npm run bench -- web` after `npm run build`; `npm run bench -- day`, the crowd of issue 65, only when named).
 * Each prints figures and never asserts a timing.
 */
import { runCardsBench } from './cards.ts';
import { runDayBench } from './day.ts';
import { runDiscoveryBench } from './discovery.ts';
import { runFeedBench } from './feed.ts';
import { runInsightsBench } from './insights.ts';
import { runMediaBench } from './media.ts';
import { runMessagingBench } from './messaging.ts';
import { runNotificationsBench } from './notifications.ts';
import { runOpportunitiesBench } from './opportunities.ts';
import { runWebBench } from './web.ts';

const benches: Record<string, () => Promise<void>> = {
  media: runMediaBench,
  feed: runFeedBench,
  discovery: runDiscoveryBench,
  cards: runCardsBench,
  messaging: runMessagingBench,
  notifications: runNotificationsBench,
  insights: runInsightsBench,
  opportunities: runOpportunitiesBench,
  web: runWebBench,
  day: runDayBench,
};
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
// The crowd takes ten minutes and more: it runs only when named.
const byDefault = Object.keys(benches).filter((name) => name !== 'day');
for (const name of chosen.length > 0 ? chosen : byDefault) await benches[name]!();
