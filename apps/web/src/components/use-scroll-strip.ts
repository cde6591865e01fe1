import { useCallback, useEffect, useRef, useState } from 'react'

export type ScrollStrip = {
  /** Pass as `ref` of the element that scrolls sideways; its element children are the items. */
  setScroller: (element: HTMLElement | null) => void
  canScrollPrevious: boolean
  canScrollNext: boolean
  /** Whether the items overflow at all (false: every item is in view, the controls are noise). */
  isScrollable: boolean
  scrollPage: (direction: -1 | 1) => void
}

/** Where an item starts, in the scroller's scroll coordinates. */
function itemStart(scroller: HTMLElement, item: Element): number {
  return item.getBoundingClientRect().left - scroller.getBoundingClientRect().left + scroller.scrollLeft
}

/**
 * The scroll position that shows the next (or previous) page of items: forward, the first item
 * not wholly in view becomes the first one; backward, the items one viewport back. Both land on
 * an item's start, which is where CSS scroll snapping (scroll-snap-align: start) settles too, so
 * a click and a swipe agree.
 */
export function pageTarget(
  items: readonly { start: number; width: number }[],
  view: { scrollLeft: number; width: number; maxScrollLeft: number },
  direction: -1 | 1,
): number {
  const viewEnd = view.scrollLeft + view.width
  const target =
    direction === 1
      ? items.find((item) => item.start + item.width > viewEnd + 1)?.start
      : items.find((item) => item.start >= view.scrollLeft - view.width - 1)?.start
  const fallback = direction === 1 ? view.maxScrollLeft : 0
  return Math.min(view.maxScrollLeft, Math.max(0, target ?? fallback))
}

/**
 * Previous/next state and paging for a native horizontal scroller (the list's featured strip):
 * touch keeps its momentum swiping, a mouse gets buttons. No carousel library (DESIGN.md budget).
 * Until the browser has measured, "next" is assumed possible: the server cannot know the width.
 */
export function useScrollStrip(): ScrollStrip {
  const [element, setElement] = useState<HTMLElement | null>(null)
  const [state, setState] = useState({ canScrollPrevious: false, canScrollNext: true, isScrollable: true })
  const frame = useRef(0)

  useEffect(() => {
    if (!element) return
    const measure = () => {
      frame.current = 0
      const max = element.scrollWidth - element.clientWidth
      const next = {
        canScrollPrevious: element.scrollLeft > 1,
        canScrollNext: element.scrollLeft < max - 1,
        isScrollable: max > 1,
      }
      setState((prev) =>
        prev.canScrollPrevious === next.canScrollPrevious &&
        prev.canScrollNext === next.canScrollNext &&
        prev.isScrollable === next.isScrollable
          ? prev
          : next,
      )
    }
    const schedule = () => {
      if (!frame.current) frame.current = requestAnimationFrame(measure)
    }
    measure()
    element.addEventListener('scroll', schedule, { passive: true })
    const observer = new ResizeObserver(schedule)
    observer.observe(element)
    for (const child of element.children) observer.observe(child)
    return () => {
      element.removeEventListener('scroll', schedule)
      observer.disconnect()
      cancelAnimationFrame(frame.current)
      frame.current = 0
    }
  }, [element])

  const scrollPage = useCallback(
    (direction: -1 | 1) => {
      if (!element) return
      const items = [...element.children].map((child) => ({
        start: itemStart(element, child),
        width: child.getBoundingClientRect().width,
      }))
      const left = pageTarget(
        items,
        {
          scrollLeft: element.scrollLeft,
          width: element.clientWidth,
          maxScrollLeft: element.scrollWidth - element.clientWidth,
        },
        direction,
      )
      const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      element.scrollTo({ left, behavior: isReduced ? 'instant' : 'smooth' })
    },
    [element],
  )

  return { setScroller: setElement, scrollPage, ...state }
}
