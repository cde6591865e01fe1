export * from './types.ts'
export * from './scheduler.ts'
export * from './conflicts.ts'
export * from './from-draw.ts'
