import axe from 'axe-core';

/**
 * Serious and critical WCAG A/AA findings on the page (colour contrast needs a real browser: the
 * e2e accessibility journey checks it).
 */
export async function seriousAxeFindings(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}
