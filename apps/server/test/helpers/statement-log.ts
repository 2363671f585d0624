/**
 * The statements the app runs while a test's requests do (`createTestApp(…, { onQuery: log.onQuery })`): a
 * list's statements per page are part of its design (decisions 0006, 0015), so tests pin them.
 */
export function createStatementLog() {
  let recording: string[] | null = null;
  return {
    onQuery: (query: string) => {
      recording?.push(query);
    },
    /** The statements run while `work` runs (requests one after another: nothing else runs in a test app). */
    async during(work: () => Promise<unknown>): Promise<string[]> {
      const statements: string[] = [];
      recording = statements;
      try {
        await work();
      } finally {
        recording = null;
      }
      return statements;
    },
  };
}
