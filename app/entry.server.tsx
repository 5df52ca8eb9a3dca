import { PassThrough } from 'node:stream'
import { text } from 'node:stream/consumers'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from 'react-router'
import { ServerRouter } from 'react-router'
import { compactRouteManifest, compactRouterContext, compactStreamChunks, withoutModulePreloads } from './lib/compact-manifest.server'
import { defaultCacheControl, withRevalidation } from './lib/http-cache.server'
import { isSharedPage, PAGE_VARY, type PersonalPage, type PersonalPageHandle, personalPageKey, personalPageResponse, personalPages, renderedPages, sharedPageKeyOfRequest } from './lib/rendered-page-cache.server'
import { NonceProvider } from './lib/nonce'
import { IslandContentProvider } from './lib/island'

export const streamTimeout = 5_000

/**
 * Renders the whole document before answering. The site's loaders defer nothing, so streaming the
 * shell first would gain little; the complete body gives every page an ETag, and an unchanged
 * page is answered with an empty 304 (see http-cache.server.ts).
 */
export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: AppLoadContext,
) {
	const nonce = loadContext.nonce
	responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
	responseHeaders.append('Vary', PAGE_VARY)
	// Stored pages are answered by the Express layer before React Router runs (server/shared-pages.ts).
	const shared = isSharedPage(request, responseStatusCode, responseHeaders)
	// A signed-in page whose loaders returned what they returned last time is not rendered again.
	const { matches } = routerContext.staticHandlerContext
	// The page's own route (the deepest) sets its policy, so it decides whether its page may be stored.
	const handle = routerContext.routeModules[matches[matches.length - 1]?.route.id ?? '']?.handle as PersonalPageHandle | undefined
	const personalKey =
		shared || !request.headers.has('Cookie')
			? undefined
			: personalPageKey(request, responseStatusCode, responseHeaders, routerContext.staticHandlerContext, loadContext.islands, handle?.storeSignedInPage === true)
	// A student's repeat of this request may be answered before the routes run, while nothing it shows changes (decision 025).
	const keepAnswer = (page: PersonalPage) => {
		if (handle?.answerBeforeRoutes !== true || responseHeaders.has('Set-Cookie')) return
		const headers = new Headers(responseHeaders)
		if (!headers.has('Cache-Control')) headers.set('Cache-Control', defaultCacheControl(request, responseStatusCode, headers))
		loadContext.keepSignedInPage?.({ page, headers: [...headers] })
	}
	const stored = personalKey ? personalPages.get(personalKey) : undefined
	if (stored) {
		keepAnswer(stored)
		// Sent as stored, with the nonce of its render (decision 024): the policy names that one.
		loadContext.sendWithNonce?.(stored.nonce)
		return personalPageResponse(request, stored, { status: responseStatusCode, headers: responseHeaders })
	}

	let status = responseStatusCode
	const html = await new Promise<string>((resolve, reject) => {
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<IslandContentProvider value={loadContext.islands?.content ?? null}>
					<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
				</IslandContentProvider>
			</NonceProvider>,
			{
				nonce,
				onAllReady() {
					const body = new PassThrough()
					text(body).then(resolve, reject)
					pipe(body)
				},
				onShellError: reject,
				onError(error: unknown) {
					status = 500
					loadContext.services.logger.error({ err: error, requestId: loadContext.requestId }, 'render failed')
				},
			},
		)
		setTimeout(abort, streamTimeout + 1_000).unref()
	}).then((page) => withoutModulePreloads(compactStreamChunks(compactRouterContext(compactRouteManifest(page)))))
	if (personalKey && status === 200) keepAnswer(personalPages.set(personalKey, html, nonce))
	if (shared && status === 200) renderedPages.set(sharedPageKeyOfRequest(request, Boolean(loadContext.services.config.trustProxy)), html, nonce)
	return withRevalidation(request, html, { status, headers: responseHeaders }, { ignore: nonce })
}

/** The data of client-side navigations (`/page.data`) is revalidated the same way as the page. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
	if (response.status !== 200 || request.method !== 'GET' || !response.body) return response
	const headers = new Headers(response.headers)
	return withRevalidation(request, await response.text(), { status: response.status, headers })
}

/**
 * Errors thrown by loaders and actions: one JSON line through the request's logger (with its id),
 * never a multi-line dump; a request the client gave up on is not an error of ours.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
	if (request.signal.aborted) return
	const loadContext = context as unknown as AppLoadContext | undefined
	const logger = loadContext?.services?.logger
	const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 500
	const line = { err: error, requestId: loadContext?.requestId, method: request.method, path: new URL(request.url).pathname }
	if (!logger) return console.error(error)
	if (status < 500) logger.warn(line, 'request error')
	else logger.error(line, 'request error')
}
