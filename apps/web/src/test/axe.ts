import axe from 'axe-core';

/** The axe rules a container breaks (colour contrast is the browser journeys' to check: jsdom draws nothing). */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
