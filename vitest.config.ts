import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const alias = { '~': fileURLToPath(new URL('./app', import.meta.url)) }

export default defineConfig({
	resolve: { alias },
	test: {
		projects: [
			{
				resolve: { alias },
				test: {
					name: 'node',
					environment: 'node',
					include: ['app/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/support/**/*.test.ts'],
					// Integration tests open real databases; give them room on a 2-core machine.
					testTimeout: 30_000,
					hookTimeout: 60_000,
				},
			},
			{
				resolve: { alias },
				test: {
					name: 'dom',
					environment: 'happy-dom',
					include: ['app/**/*.test.tsx'],
					setupFiles: ['./tests/support/setup-dom.ts'],
					testTimeout: 20_000,
				},
			},
		],
	},
})
