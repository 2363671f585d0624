import { describe, expect, it } from 'vitest';
import { applicationInputSchema } from './applications.ts';

const upload = 'b'.repeat(32);

describe('an application item', () => {
  it('names exactly one source: a post file, a video, an upload or an item the application already carries', () => {
    for (const item of [{ postFileId: 1 }, { videoId: 2 }, { upload }, { itemId: 3 }])
      expect(applicationInputSchema.safeParse({ items: [item] }).success).toBe(true);
    for (const item of [{}, { postFileId: 1, itemId: 3 }, { videoId: 2, upload }])
      expect(applicationInputSchema.safeParse({ items: [item] }).error?.issues[0]?.message).toBe('application_items');
  });

  it('allows at most one primary item', () => {
    const items = [
      { itemId: 1, primary: true },
      { itemId: 2, primary: true },
    ];
    expect(applicationInputSchema.safeParse({ items }).success).toBe(false);
    expect(applicationInputSchema.safeParse({ items: [items[0], { itemId: 2 }] }).success).toBe(true);
  });
});
