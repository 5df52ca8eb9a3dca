import { Scripts } from 'react-router'

/**
 * Runs where the page is parsed, after the `<noscript>` that holds React Router's scripts (raw
 * text while scripting is on, so nothing in it is fetched or run by the parser). The classic
 * scripts (the router's context) run at once: the loader data streamed after them writes into it.
 * The module preloads and the module that hydrates the page are added once the first contentful
 * paint is on screen, so on a slow phone the page's text paints without ~150 KB of script competing with it
 * for the network and the main thread (issue 21, item 4). A hidden tab paints nothing: it starts
 * them at once. The page works before that, as without JavaScript (links and forms are plain).
 */
// Sent with every page, so written short. `held`: the noscript's elements; `later`: all but the
// classic scripts, after the module preloads it makes from the route manifest (`m`: its JSON and the
// page's route ids; the server leaves React Router's own preload links out, withoutModulePreloads:
// the same list written twice; a manifest it cannot read costs the preloads, never the hydration); `go` adds them once, eight per task, in their order (the hydrating module last):
// each element added starts a fetch, 0.3-0.5 ms of main thread here, and the 35-40 of a page at once
// were one 15-22 ms task right after the paint, a long task on a phone 4x slower (issue 21, item 4).
// The first contentful paint is observed as the browser reports it, once on screen (a frame's own
// callbacks run before that); no paint entries, or a hidden tab: at once.
const START_AFTER_FIRST_PAINT = [
	'(()=>{',
	'const held=document.createRange().createContextualFragment(document.currentScript.previousElementSibling.textContent),later=[];',
	"for(const n of[...held.children])n.localName==='script'&&!n.type?document.head.append(n):later.push(n);",
	`try{const m=later.find(n=>n.type==='module').text.match(/Manifest = (.*);\\n.*RouteModules = (.*);/),M=JSON.parse(m[1]),f=new Set([M.entry.module,...M.entry.imports]);`,
	'for(const[,id]of m[2].matchAll(/"([^"]+)":/g))for(const x of[M.routes[id].module,...M.routes[id].imports||[]])f.add(x);',
	"later.unshift(...[...f].map(href=>Object.assign(document.createElement('link'),{rel:'modulepreload',href})))}catch{}",
	'let done=false;const add=()=>{document.head.append(...later.splice(0,8));if(later.length)setTimeout(add)},go=()=>{if(!done)add();done=true};',
	"if(document.visibilityState!=='visible'||!PerformanceObserver.supportedEntryTypes?.includes('paint'))return go();",
	"new PerformanceObserver((list,o)=>{if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});",
	"document.addEventListener('visibilitychange',go,{once:true})",
	'})()',
].join('')

/**
 * React Router's `<Scripts>`, held back until the first paint (see above). In the browser a
 * `<noscript>`'s children are not rendered, so hydration finds the same empty element.
 */
export function ScriptsAfterFirstPaint({ nonce }: { nonce: string }) {
	return (
		<>
			<noscript>
				<Scripts nonce={nonce} />
			</noscript>
			<script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: START_AFTER_FIRST_PAINT }} />
		</>
	)
}
