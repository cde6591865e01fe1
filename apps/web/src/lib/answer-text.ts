/**
 * Answers whose text the server already holds (in-process calls, server/bff.server.ts): read
 * from here instead of back out of the body's stream (issue 17). Always empty in the browser.
 */
const knownTexts = new WeakMap<Response, string>()

export function rememberAnswerText(response: Response, text: string): void {
  knownTexts.set(response, text)
}

/** The answer's body as text. */
export function answerText(response: Response): Promise<string> {
  const text = knownTexts.get(response)
  return text === undefined ? response.text() : Promise.resolve(text)
}
