import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { precompressClientBuild } from './server/precompress-plugin'

export default defineConfig(({ isSsrBuild }) => ({
	resolve: {
		alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
	},
	build: {
		// The server bundle's entry is our Express app, which imports the React Router build.
		rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
	},
	plugins: [tailwindcss(), reactRouter(), precompressClientBuild()],
}))
