// A class's stored draw and its copy into the public tables (issue 14): what the draws API, the
// entries desk (withdrawals) and later the schedule and exports share. It depends on no other
// feature, so any feature may use it without a circle.
export {
  entriesChanged,
  findDraw,
  isDrawPublic,
  loadDrawClass,
  loadEntries,
  requireDraw,
  type DrawClass,
  type DrawRow,
} from './draw-store.ts'
export { matchRowIds, PUBLIC_BYE, syncPublicTables } from './public-copy.ts'
export { withdrawFromDraw, type DrawWithdrawal } from './withdraw-from-draw.ts'
