import { describe, expect, it } from 'vitest'
import { answerText, rememberAnswerText } from './answer-text.ts'

describe('answerText', () => {
  it('reads an answer’s body when its text is not known', async () => {
    const response = new Response('{"a":1}')
    expect(await answerText(response)).toBe('{"a":1}')
    expect(response.bodyUsed).toBe(true)
  })

  it('hands over the text the server remembered, leaving the body unread', async () => {
    const response = new Response('{"a":1}')
    rememberAnswerText(response, '{"a":1}')
    expect(await answerText(response)).toBe('{"a":1}')
    expect(response.bodyUsed).toBe(false)
  })
})
