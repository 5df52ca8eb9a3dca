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
		rollupOptions: {
			// The server bundle's entry is our Express app, which imports the React Router build.
			...(isSsrBuild ? { input: './server/app.ts' } : {}),
			// The icon sprite's URL is in each icon's <use> (58 on the home page): `/assets/i-<hash>.svg`.
			// Both builds name it, since the server's render writes the URL the browser's build has.
			output: { assetFileNames: (asset) => (asset.names.includes('icon-sprite.svg') ? 'assets/i-[hash][extname]' : 'assets/[name]-[hash][extname]') },
		},
	},
	plugins: [tailwindcss(), reactRouter(), precompressClientBuild()],
}))
