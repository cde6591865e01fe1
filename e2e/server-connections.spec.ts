// The production server keeps an idle kept-alive connection open longer than clients and proxies
// keep theirs (scripts/serve.mjs): a connection reused after a pause of several seconds is still
// the same open connection, not one the server closed under the client (the reset API clients
// such as Playwright's request helpers used to see when a reuse met the server's close).
import http from 'node:http'
import { expect, test } from '@playwright/test'

function get(agent: http.Agent, url: string): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }),
      )
    })
    request.on('error', reject)
  })
}

test('an idle kept-alive connection is still open and answered after a pause longer than Node’s 5 s default', async ({
  baseURL,
}) => {
  test.setTimeout(30_000)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  try {
    const first = await get(agent, `${baseURL}/bff/health`)
    expect(first).toEqual({ status: 200, reusedSocket: false })
    await new Promise((resolve) => setTimeout(resolve, 7_000))
    expect(await get(agent, `${baseURL}/bff/health`)).toEqual({ status: 200, reusedSocket: true })
  } finally {
    agent.destroy()
  }
})
