import { Activity, useId, useState, type ReactNode } from 'react'
import { ACCORDION_CLASS, type Style } from './mantine-markup.ts'

const ROOT_STYLE: Style = {
  '--accordion-chevron-size': 'auto',
  '--accordion-radius': 'var(--mantine-radius-lg)',
}
const OPEN_STYLE: Style = { boxSizing: 'border-box', opacity: 1, transition: 'opacity 200ms ease' }
const CLOSED_STYLE: Style = { boxSizing: 'border-box', display: 'none', height: 0, overflow: 'hidden' }
const CHEVRON_STYLE: Style = {
  width: 'calc(1rem * var(--mantine-scale))',
  height: 'calc(1rem * var(--mantine-scale))',
  display: 'block',
}

/**
 * One section of the class page that folds away: Mantine's Accordion with a single item (the
 * "separated" variant, radius lg, an h2 heading) written as plain elements (issue 17: the class
 * page renders three, and Accordion, its item, control, panel, Collapse and UnstyledButton
 * computed their classes and variables on every render). Open at first; the panel is a region
 * named by its heading button, and a closed panel keeps its content (React's Activity, as
 * Mantine's Collapse does) but opens and closes without Collapse's height animation. Its test
 * compares the markup with Mantine's.
 */
export function PlainAccordion({
  value,
  label,
  children,
}: {
  value: string
  label: ReactNode
  children: ReactNode
}) {
  const id = `mantine-${useId()}`
  const [isOpen, setIsOpen] = useState(true)
  const controlId = `${id}-control-${value}`
  const panelId = `${id}-panel-${value}`
  return (
    <div
      style={ROOT_STYLE}
      className={ACCORDION_CLASS.root}
      data-variant="separated"
      id={id}
      data-accordion="true"
    >
      <div className={ACCORDION_CLASS.item} data-active={isOpen || undefined}>
        <h2 className={ACCORDION_CLASS.itemTitle}>
          <button
            className={ACCORDION_CLASS.control}
            data-accordion-control="true"
            data-active={isOpen || undefined}
            data-chevron-position="right"
            type="button"
            aria-expanded={isOpen}
            aria-controls={panelId}
            id={controlId}
            onClick={() => setIsOpen((open) => !open)}
          >
            <span className={ACCORDION_CLASS.chevron} data-rotate={isOpen || undefined} data-position="right">
              <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" style={CHEVRON_STYLE}>
                <path
                  d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
                  fill="currentColor"
                  fillRule="evenodd"
                  clipRule="evenodd"
                />
              </svg>
            </span>
            <span className={ACCORDION_CLASS.label}>{label}</span>
          </button>
        </h2>
        <div
          style={isOpen ? OPEN_STYLE : CLOSED_STYLE}
          className={ACCORDION_CLASS.panel}
          role="region"
          id={panelId}
          aria-labelledby={controlId}
          aria-hidden={!isOpen}
        >
          <Activity mode={isOpen ? 'visible' : 'hidden'}>
            <div className={ACCORDION_CLASS.content}>{children}</div>
          </Activity>
        </div>
      </div>
    </div>
  )
}
