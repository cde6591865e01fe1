/**
 * Props for an element that may scroll sideways (a wide table on a phone, a code block): keyboard
 * users can focus it and scroll with the arrow keys, and screen readers announce what it holds
 * (WCAG 2.1.1; axe rule scrollable-region-focusable, e2e/accessibility.spec.ts).
 */
export function scrollableRegion(label: string) {
  return { tabIndex: 0, role: 'region', 'aria-label': label } as const
}
