/**
 * A promise settled in a task of its own: the start's steps each end their task there, so no one of them is
 * a long task on a phone (Lighthouse counts each task's time past 50 ms, at four times this CPU).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/**
 * Runs `run` in a task after the next paint, so its work is not part of the frame being committed; the
 * returned function cancels it (an effect's clean-up).
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(run)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
