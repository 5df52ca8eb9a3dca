import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { precompressClientBuild } from './server/precompress-plugin'

/** Every module the root route imports statically (the frame every page hydrates), found after the module graph is built. */
function rootModules(): { plugin: Plugin; has: (id: string) => boolean } {
	const found = new Set<string>()
	const plugin: Plugin = {
		name: 'root-modules',
		apply: 'build',
		buildEnd() {
			if (this.environment.name !== 'client') return
			const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx\?__react-router-build-client-route$/.test(id))
			const queue = root ? [root] : []
			while (queue.length > 0) {
				const id = queue.pop() as string
				if (found.has(id)) continue
				found.add(id)
				queue.push(...(this.getModuleInfo(id)?.importedIds ?? []))
			}
		},
	}
	return { plugin, has: (id) => found.has(id) }
}

const root = rootModules()

const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url))

export default defineConfig(({ command, isSsrBuild }) => ({
	resolve: {
		alias: [
			{ find: '~', replacement: fromHere('./app') },
			...(command === 'build' && !isSsrBuild
				? [
						{ find: /^react-router$/, replacement: fromHere('./node_modules/react-router/dist/production/index.mjs') },
						{ find: /^react-router\/dom$/, replacement: fromHere('./node_modules/react-router/dist/production/dom-export.mjs') },
					]
				: []),
		],
	},
	build: {
		rollupOptions: {
			// The server bundle's entry is our Express app, which imports the React Router build.
			...(isSsrBuild ? { input: './server/app.ts' } : {}),
			output: {
				// The icon sprite's URL is in each icon's <use> (58 on the home page): `/assets/i-<hash>.svg`.
				// Both builds name it, since the server's render writes the URL the browser's build has.
				assetFileNames: (asset) => (asset.names.includes('icon-sprite.svg') ? 'assets/i-[hash][extname]' : 'assets/[name]-[hash][extname]'),
				...(isSsrBuild
					? {}
					: {
							codeSplitting: {
								groups: [
									// React, React Router, the browser entry and the bundler's CommonJS helpers (which React's modules need).
									{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/]dev[\\/]dist[\\/]config[\\/]defaults)[\\/]|^\0rolldown[\\/]runtime/, priority: 2 },
									{ name: 'frame', test: (id: string) => root.has(id), priority: 1 },
								],
							},
						}),
			},
		},
	},
	plugins: [tailwindcss(), reactRouter(), precompressClientBuild(), root.plugin],
}))
