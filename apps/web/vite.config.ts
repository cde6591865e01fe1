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

// nitro only for `vite build`: in `vite dev` on this stack it hangs (../shared/STACK-NOTES.md).
export default defineConfig(({ command }) => ({
  server: { port: 3000 },
  // `BUNDLE_SOURCEMAP=1 npm run build` writes source maps, for looking into chunks (e.g. with
  // source-map-explorer); production builds ship none.
  build: { sourcemap: process.env.BUNDLE_SOURCEMAP === '1' },
  plugins: [
    scrollAreaWithoutFloatingUi(),
    tanstackStart({ srcDirectory: 'src' }),
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
