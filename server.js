// @ts-check
// Starts the site. Production (the default): builds first if the build is missing or older than
// the sources, then serves build/. NODE_ENV=development: serves through Vite with hot reload.
import { ensureBuild, loadDotEnv, serverBuild } from './scripts/ensure-build.js'

loadDotEnv()

if (process.env.NODE_ENV === 'development') {
	const vite = await import('vite')
	const viteDevServer = await vite.createServer({ server: { middlewareMode: true } })
	const mod = /** @type {import('./server/app')} */ (/** @type {unknown} */ (await viteDevServer.ssrLoadModule('./server/app.ts')))
	await mod.startServer({ viteMiddlewares: viteDevServer.middlewares })
} else {
	ensureBuild()
	/** @type {import('./server/app')} */
	const mod = await import(serverBuild)
	await mod.startServer()
}
