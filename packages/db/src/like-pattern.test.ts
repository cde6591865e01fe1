import { describe, expect, it } from 'vitest'
import { likePattern } from './like-pattern.ts'

describe('likePattern', () => {
  it('finds the term anywhere', () => {
    expect(likePattern('Zürich')).toBe('%Zürich%')
  })

  it("escapes LIKE's wildcards and its escape character", () => {
    expect(likePattern('100%')).toBe('%100\\%%')
    expect(likePattern('a_b')).toBe('%a\\_b%')
    expect(likePattern('back\\slash')).toBe('%back\\\\slash%')
  })
})
