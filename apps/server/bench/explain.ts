import pg from 'pg';
import { sessionOptions } from '../src/db/client.ts';
import type { Statement } from './bench-server.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

interface Explained {
  Plan: PlanNode;
  'Execution Time': number;
  'Planning Time': number;
}

/** A relation this big read whole, or a node run this many times, is worth a warning. */
const BIG_SEQ_SCAN_ROWS = 10_000;
const MANY_LOOPS = 50;

function describe(node: PlanNode): string {
  const where = node['Index Name']
    ? ` using ${node['Index Name']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`
    : node['Relation Name']
      ? ` on ${node['Relation Name']}`
      : '';
  const loops = node['Actual Loops'] ?? 1;
  const rows = node['Actual Rows'] ?? 0;
  const label = node['Subplan Name'] ? `[${node['Subplan Name']}] ` : '';
  return `${label}${node['Node Type']}${where} (rows ${rows}${loops > 1 ? ` × ${loops} loops` : ''})`;
}

function walk(node: PlanNode, depth: number, lines: string[], warnings: string[]): void {
  lines.push(`${'  '.repeat(depth)}${describe(node)}`);
  const loops = node['Actual Loops'] ?? 1;
  const rowsRead = (node['Actual Rows'] ?? 0) * loops;
  if (node['Node Type'] === 'Seq Scan' && rowsRead >= BIG_SEQ_SCAN_ROWS) {
    warnings.push(`sequential scan of ${node['Relation Name']} (${rowsRead} rows)`);
  }
  if (loops >= MANY_LOOPS && node['Node Type'] !== 'Materialize') {
    warnings.push(`${describe(node)} runs per row`);
  }
  for (const child of node.Plans ?? []) walk(child, depth + 1, lines, warnings);
}

export interface PlanSummary {
  query: string;
  tree: string[];
  warnings: string[];
  executionMs: number;
  planningMs: number;
  sharedHit: number;
  sharedRead: number;
}

export interface PlanOptions {
  /** Explain the request's writes (insert, update, delete) too; they change nothing (rolled back). */
  writes?: boolean;
}

const READ = /^\s*(select|with)\b/i;
const WRITE = /^\s*(insert|update|delete)\b/i;

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement an app request ran, summarised: plan nodes, times, buffers.
 * Each runs in a transaction rolled back, so a write (or a data-modifying CTE) leaves the database as it was.
 */
async function explainAll(url: string, statements: readonly Statement[], options: PlanOptions): Promise<PlanSummary[]> {
  // Planned and run as the app's connections run them (no JIT), or a plan would pay what the app never does.
  const client = new pg.Client({ connectionString: url, options: sessionOptions() });
  await client.connect();
  try {
    const summaries: PlanSummary[] = [];
    for (const statement of statements) {
      if (!READ.test(statement.query) && !(options.writes && WRITE.test(statement.query))) continue;
      await client.query('begin');
      const result = await client
        .query<{ 'QUERY PLAN': Explained[] }>(
          `explain (analyze, buffers, format json) ${statement.query}`,
          statement.params,
        )
        .finally(() => client.query('rollback'));
      const explained = result.rows[0]!['QUERY PLAN'][0]!;
      const tree: string[] = [];
      const warnings: string[] = [];
      walk(explained.Plan, 0, tree, warnings);
      summaries.push({
        query: statement.query.replace(/\s+/g, ' ').trim(),
        tree,
        warnings,
        executionMs: explained['Execution Time'],
        planningMs: explained['Planning Time'],
        sharedHit: explained.Plan['Shared Hit Blocks'] ?? 0,
        sharedRead: explained.Plan['Shared Read Blocks'] ?? 0,
      });
    }
    return summaries;
  } finally {
    await client.end();
  }
}

/** Prints the EXPLAIN summary of one case's statements: time, planning, buffers, the plan and its warnings. */
export async function printPlans(
  url: string,
  name: string,
  statements: readonly Statement[],
  options: PlanOptions = {},
): Promise<void> {
  const plans = await explainAll(url, statements, options);
  console.log(`\n   ${name} — ${plans.length} statements`);
  for (const plan of plans) {
    const buffers = `${plan.sharedHit} hit, ${plan.sharedRead} read`;
    console.log(
      `   • ${plan.executionMs.toFixed(2)} ms (planning ${plan.planningMs.toFixed(2)} ms), buffers ${buffers}`,
    );
    console.log(`     ${plan.query.slice(0, 160)}${plan.query.length > 160 ? '…' : ''}`);
    for (const line of plan.tree) console.log(`       ${line}`);
    for (const warning of plan.warnings) console.log(`     ! ${warning}`);
  }
}
