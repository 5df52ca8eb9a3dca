// @ts-check
// npm run user:create -- --email E --password P --name N --role admin|editor|staff|student
import { ensureBuild, loadDotEnv, serverBuild } from './ensure-build.js'

loadDotEnv()
ensureBuild()
/** @type {import('../server/app')} */
const mod = await import(serverBuild)
process.exitCode = await mod.runUserCreate(process.argv.slice(2))
