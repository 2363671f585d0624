/**
 * The statements the app runs while a test's requests do (`createTestApp(…, { onQuery: log.onQuery })`): a
 * list's statements per page are part of its design (decisions 0006, 0015), so tests pin them.
 */
export function createStatementLog() {
  let recording: Array<{ text: string; params: unknown[] }> | null = null;
  return {
    onQuery: (query: string, params: unknown[]) => {
      recording?.push({ text: query, params });
    },
    /** The statements run while `work` runs, each with its parameters (which people a batch counts, say). */
    async withParams(work: () => Promise<unknown>): Promise<Array<{ text: string; params: unknown[] }>> {
      const statements: Array<{ text: string; params: unknown[] }> = [];
      recording = statements;
      try {
        await work();
      } finally {
        recording = null;
      }
      return statements;
    },
    /** The statements' texts only (requests one after another: nothing else runs in a test app). */
    async during(work: () => Promise<unknown>): Promise<string[]> {
      return (await this.withParams(work)).map(({ text }) => text);
    },
  };
}
