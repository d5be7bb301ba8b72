import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
/** axe's source, run through the debugger rather than a script tag, which the pages' policy refuses. */
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Violations of shared components that the app cannot fix itself, each limited to one rule on one
 * element and with its reason. Remove an entry as soon as its owner fixes the component.
 */
export const knownViolations: { rule: string; selector: string; reason: string }[] = [];

/** Runs axe-core in the page and returns its violations (WCAG 2.1 A and AA). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  // Let entrance animations (toasts, dialogs) finish so colours are measured as users see them: the
  // ones running now, and a little longer for one about to start; endless ones (spinners) are left.
  await page.waitForTimeout(300);
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  const known = knownViolations.map(({ rule, selector }) => ({ rule, selector }));
  return page.evaluate(async (skip) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    const tolerated = (rule: string, target: string[]) =>
      skip.some((k) => k.rule === rule && target.some((t) => document.querySelector(t)?.matches(k.selector)));
    return result.violations
      .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !tolerated(v.id, n.target)) }))
      .filter((v) => v.nodes.length > 0)
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      }));
  }, known);
}
