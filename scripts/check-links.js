// @ts-check
// npm run content:check-links -- [--timeout SECONDS] [--concurrency N] (docs/content-review.md)
import { ensureBuild, loadDotEnv, serverBuild } from './ensure-build.js'

loadDotEnv()
ensureBuild()
/** @type {import('../server/app')} */
const mod = await import(serverBuild)
process.exitCode = await mod.runCheckLinks(process.argv.slice(2))
