// A readable API reference rendered on the server from the OpenAPI document: plain HTML and one
// inline style block, no script and nothing from a CDN (the CSP forbids both; the machine has no
// internet). docs/decisions/0010-organizer-api.md says why not a bundled UI.
type Schema = Record<string, unknown>
type Operation = {
  summary?: string
  description?: string
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema; description?: string }[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>
}
type Document = {
  info: { title: string; description?: string }
  paths?: Record<string, Record<string, Operation> | undefined>
  components?: { schemas?: Record<string, Schema> }
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  )

const schemaName = (schema: Schema | undefined) => {
  const ref = schema?.$ref
  return typeof ref === 'string' ? ref.slice(ref.lastIndexOf('/') + 1) : null
}

function schemaBlock(schema: Schema | undefined): string {
  if (!schema) return ''
  const name = schemaName(schema)
  if (name) return `<a href="#schema-${escape(name)}"><code>${escape(name)}</code></a>`
  return `<pre>${escape(JSON.stringify(schema, null, 2))}</pre>`
}

export function renderReferencePage(input: unknown): string {
  const doc = input as Document
  const ops: string[] = []
  const toc: string[] = []
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item ?? {})) {
      const anchor = `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-')
      toc.push(
        `<li><a href="#${anchor}"><code>${method.toUpperCase()} ${escape(path)}</code></a> ${escape(op.summary ?? '')}</li>`,
      )
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<li><code>${escape(p.name)}</code> (${escape(p.in)}${p.required ? ', required' : ''}) ${escape(typeof p.schema?.type === 'string' ? p.schema.type : '')} ${escape(p.description ?? '')}</li>`,
        )
        .join('')
      const body = Object.entries(op.requestBody?.content ?? {})
        .map(([type, c]) => `<p>Body (<code>${escape(type)}</code>): ${schemaBlock(c.schema)}</p>`)
        .join('')
      const responses = Object.entries(op.responses ?? {})
        .map(([status, r]) => {
          const content = Object.values(r.content ?? {})[0]
          return `<li><strong>${escape(status)}</strong> ${escape(r.description ?? '')} ${content ? schemaBlock(content.schema) : ''}</li>`
        })
        .join('')
      ops.push(
        `<section id="${anchor}"><h3><code>${method.toUpperCase()} ${escape(path)}</code></h3><p>${escape(op.summary ?? '')}</p>${op.description ? `<p>${escape(op.description)}</p>` : ''}${params ? `<p>Parameters:</p><ul>${params}</ul>` : ''}${body}<p>Responses:</p><ul>${responses}</ul></section>`,
      )
    }
  }
  const schemas = Object.entries(doc.components?.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3><pre>${escape(JSON.stringify(schema, null, 2))}</pre></section>`,
    )
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(doc.info.title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1b1b1b}pre{background:#f4f4f4;padding:.5rem;overflow:auto;font-size:.85rem}section{border-top:1px solid #ddd;padding-top:.5rem}code{font-size:.95em}a{color:#0b57d0}</style></head><body><main><h1>${escape(doc.info.title)}</h1><p>${escape(doc.info.description ?? '')}</p><p>Machine-readable: <a href="/bff/openapi.json">/bff/openapi.json</a> (OpenAPI 3.1).</p><h2>Operations</h2><ul>${toc.join('')}</ul>${ops.join('')}<h2>Schemas</h2>${schemas}</main></body></html>`
}
