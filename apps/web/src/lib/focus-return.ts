/**
 * Gives focus back to `target` after a dialog or drawer has closed, unless focus has already moved
 * somewhere on purpose. Mantine does this itself for overlays it mounted closed; those whose code
 * arrives after the opening click mount already open and have nothing recorded to return to.
 */
export function returnFocusIfLost(target: HTMLElement | null | undefined) {
  const active = document.activeElement
  if (!active || active === document.body || active.closest('[role="dialog"]')) target?.focus()
}
