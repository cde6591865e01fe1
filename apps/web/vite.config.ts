import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'

// nitro only for `vite build`: in `vite dev` on this stack it hangs (../shared/STACK-NOTES.md).
export default defineConfig(({ command }) => ({
  server: { port: 3000 },
  // `BUNDLE_SOURCEMAP=1 npm run build` writes source maps, for looking into chunks (e.g. with
  // source-map-explorer); production builds ship none.
  build: { sourcemap: process.env.BUNDLE_SOURCEMAP === '1' },
  plugins: [
    tanstackStart({ srcDirectory: 'src' }),
    viteReact(),
    command === 'build' &&
      nitro({
        // PGlite loads its WASM and data files at run time, so copy the whole package.
        traceDeps: ['@electric-sql/pglite*', 'pg*', 'pino*', 'thread-stream*'],
        compressPublicAssets: { gzip: true, brotli: true },
      }),
  ],
}))
