import { composeStories, setProjectAnnotations } from '@storybook/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];

// Stories rendered in tests get the same decorators (ThemeProvider) as in Storybook.
setProjectAnnotations(preview);

/**
 * jsdom cannot compute colours, so contrast is checked on the theme tokens instead (src/theme.test.ts);
 * 'region' expects a whole page, not one component.
 */
async function seriousViolations() {
  const results = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

/**
 * Every story renders, its play function (the interaction test) passes, and axe finds no serious or
 * critical violation. No story may turn Storybook's own axe check off or down to a warning: the preview
 * sets `a11y.test: 'error'` for all of them (docs/accessibility.md).
 */
export function checkStories(modules: Record<string, StoryModule>) {
  for (const [path, module] of Object.entries(modules)) {
    const stories = composeStories(module);
    describe(path.replace('../src/', ''), () => {
      type Composed = {
        run: () => Promise<void>;
        parameters?: { a11y?: { test?: string; disable?: boolean } };
      };
      for (const [name, Story] of Object.entries(stories) as [string, Composed][]) {
        it(`${name} plays and has no serious accessibility violation`, async () => {
          expect(Story.parameters?.a11y, 'the axe check of this story is on and fails it').toMatchObject({
            test: 'error',
          });
          expect(Story.parameters?.a11y?.disable).not.toBe(true);
          await Story.run();
          expect(await seriousViolations()).toEqual([]);
        });
      }
    });
  }
}

export type { StoryModule };
