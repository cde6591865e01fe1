import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'

/**
 * Mantine's ScrollArea takes one hook, useMergeRefs, from @floating-ui/react, and every Mantine
 * Table imports ScrollArea (Table.ScrollContainer): so every page with a table loaded the whole
 * floating-ui chunk that only popovers need (12 kB gzip of 18). ScrollArea gets the same hook
 * built on @mantine/hooks instead (src/lib/merge-refs.ts). Should a Mantine upgrade make
 * ScrollArea import anything else from floating-ui, the build fails on the missing export.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const replacement = fileURLToPath(new URL('./src/lib/merge-refs.ts', import.meta.url))
  return {
    name: 'courtside:scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      const isScrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/.test(
        importer ?? '',
      )
      return source === '@floating-ui/react' && isScrollArea ? replacement : null
    },
  }
}

/**
 * Writes which source modules each browser chunk holds to .output/client-chunks.json (beside
 * public/, so it is not served): `npm run check:first-load` reads it to prove that no console
 * module is in a public page's first load. Paths are relative to apps/web.
 */
function clientChunkModules(): Plugin {
  const appRoot = fileURLToPath(new URL('.', import.meta.url))
  return {
    name: 'courtside:client-chunk-modules',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      if (!options.dir) return
      const chunks: Record<string, string[]> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        chunks[output.fileName] = output.moduleIds.map((id) =>
          path.isAbsolute(id) ? path.relative(appRoot, id).split(path.sep).join('/') : id,
        )
      }
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- the build's own output folder
      mkdirSync(path.dirname(options.dir), { recursive: true })
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- the build's own output folder
      writeFileSync(path.join(path.dirname(options.dir), 'client-chunks.json'), JSON.stringify(chunks))
    },
  }
}

// nitro only for `vite build`: in `vite dev` on this stack it hangs (../shared/STACK-NOTES.md).
export default defineConfig(({ command }) => ({
  server: { port: 3000 },
  // `BUNDLE_SOURCEMAP=1 npm run build` writes source maps, for looking into chunks (e.g. with
  // source-map-explorer); production builds ship none.
  build: { sourcemap: process.env.BUNDLE_SOURCEMAP === '1' },
  environments: {
    // Every module the entry imports statically is loaded by every page anyway; rolldown's
    // automatic splitting cut them into ~50 tiny shared chunks (each a request before the first
    // paint). The `$initial` tag (rolldown's name for exactly those modules) groups them with
    // the entry, so a page's first load is the entry plus its own route chunks. Lazily loaded
    // code (route components, the console, modals) keeps its automatic chunks.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'app-shell', tags: ['$initial'] }],
            },
          },
        },
      },
    },
  },
  plugins: [
    scrollAreaWithoutFloatingUi(),
    clientChunkModules(),
    tanstackStart({
      srcDirectory: 'src',
      router: {
        codeSplittingOptions: {
          // A route's loader is not split by default, so it (and whatever it imports) lands in
          // the entry chunk every page loads. The console's loaders go into the console's own
          // chunks, together with their components (one request per console page).
          splitBehavior: ({ routeId }) =>
            routeId.startsWith('/$locale/manage')
              ? [['loader', 'component'], ['pendingComponent'], ['errorComponent', 'notFoundComponent']]
              : undefined,
        },
      },
    }),
    viteReact(),
    command === 'build' &&
      nitro({
        // PGlite loads its WASM and data files at run time, so copy the whole package.
        // pdfkit reads its Helvetica AFM metrics from its own data folder at run time (PDF exports).
        traceDeps: ['@electric-sql/pglite*', 'pg*', 'pino*', 'thread-stream*', 'pdfkit'],
        compressPublicAssets: { gzip: true, brotli: true },
      }),
  ],
}))
