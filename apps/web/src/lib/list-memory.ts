// Remembers the last list search per event type so that breadcrumbs on detail, class and
// registration pages lead back to the same filtered list (spec section 2, Breadcrumbs).
import type { EventType, ListSearch } from './list-search.ts'

const key = (eventType: EventType) => `courtside.listSearch.${eventType}`

export function rememberListSearch(eventType: EventType, search: ListSearch): void {
  try {
    window.sessionStorage.setItem(key(eventType), JSON.stringify(search))
  } catch {
    // Blocked storage only costs the breadcrumb its filters.
  }
}

export function recallListSearch(eventType: EventType): Partial<ListSearch> {
  try {
    const raw = window.sessionStorage.getItem(key(eventType))
    return raw ? (JSON.parse(raw) as Partial<ListSearch>) : {}
  } catch {
    return {}
  }
}
