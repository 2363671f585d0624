import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeIdOf } from './youtube.ts';

describe('YouTube links', () => {
  it('finds the id in the forms people paste', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'http://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      '  https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ  ',
    ]) {
      expect(youtubeIdOf(link), link).toBe('dQw4w9WgXcQ');
    }
  });

  it('refuses other hosts, look-alikes, malformed ids and text that is not a link', () => {
    for (const text of [
      'dQw4w9WgXcQ',
      'youtube.com/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
      'https://evil.test/?u=https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      'javascript:alert(1)',
      'https://www.youtube.com/playlist?list=PL123',
    ]) {
      expect(youtubeIdOf(text), text).toBeNull();
    }
  });

  it('builds the player on the privacy-enhanced host only', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});
