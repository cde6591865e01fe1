export * from './tods-format.ts'
export * from './tods.ts'
export * from './results.ts'
export * from './dupr-api.ts'
