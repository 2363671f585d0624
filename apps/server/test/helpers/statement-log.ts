/**
 * The statements the app runs while a test's requests do (`createTestApp(…, { onQuery: log.onQuery })`): a
 * list's statements per page are part of its design (decisions 0006, 0015), so tests pin them.
 */
export function createStatementLog() {
  let recording: string[] | null = null;
  let recordingParams: unknown[][] | null = null;
  return {
    onQuery: (query: string, params: unknown[]) => {
      recording?.push(query);
      recordingParams?.push(params);
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
    /** The same, each statement with its parameters (which people a batch counts, say). */
    async withParams(work: () => Promise<unknown>): Promise<Array<{ text: string; params: unknown[] }>> {
      const params: unknown[][] = [];
      recordingParams = params;
      try {
        const texts = await this.during(work);
        return texts.map((text, i) => ({ text, params: params[i] ?? [] }));
      } finally {
        recordingParams = null;
      }
    },
  };
}
