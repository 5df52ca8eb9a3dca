declare module 'virtual:react-router/server-build' {
	import type { ServerBuild } from 'react-router'
	export const { entry, routes, assets, publicPath, assetsBuildDirectory, future, ssr, isSpaMode, prerender }: ServerBuild
}
