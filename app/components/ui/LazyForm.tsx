import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react'

/**
 * The dialogs' forms (login, signup, profile, enquiry) and the zod schemas they check with are not
 * part of a page's first download: each dialog's shell and title open at once and its form is
 * loaded on first use. `preload()` starts loading ahead of that (when the browser is idle after the
 * page loaded, or when the visitor points at or focuses what opens the dialog), so the form is
 * normally there when the dialog opens.
 */
export type PreloadableComponent<P> = ComponentType<P> & {
	/** Starts loading the component; never rejects (a failed load is retried on the next call or render). */
	preload(): Promise<void>
}

export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
	let loaded: ComponentType<P> | undefined
	let loading: Promise<ComponentType<P>> | undefined
	const loadOnce = () =>
		(loading ??= load().then(
			(component) => (loaded = component),
			(error: unknown) => {
				// Forget the failure so the next attempt loads again, with a fresh lazy component: React
				// keeps a lazy component's failure for good.
				loading = undefined
				Lazy = makeLazy()
				throw error
			},
		))
	const makeLazy = () => lazy(async () => ({ default: await loadOnce() }))
	let Lazy = makeLazy()

	function Preloadable(props: P) {
		// Once loaded, the form renders at once with its dialog (and takes the dialog's first focus).
		// The choice is kept for the mounted form: switching from the lazy wrapper to the loaded
		// component later would remount it and lose what was typed.
		const [Render] = useState<ComponentType<P>>(() => loaded ?? Lazy)
		return <Render {...props} />
	}
	return Object.assign(Preloadable, {
		preload: () =>
			loadOnce().then(
				() => undefined,
				() => undefined,
			),
	})
}

/** Where a lazily loaded form renders: a loading line until it is there, a way to retry if it cannot load. */
export function LazyForm({ children }: { children: ReactNode }) {
	return (
		<FormLoadBoundary>
			<Suspense fallback={<FormLoading />}>{children}</Suspense>
		</FormLoadBoundary>
	)
}

function FormLoading() {
	return (
		<p role="status" className="flex min-h-32 items-center justify-center gap-3 text-slate-600">
			<span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700" />
			Loading the form…
		</p>
	)
}

/** A form that cannot be loaded (the connection dropped) says so in its dialog, instead of the page's error screen. */
class FormLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
	override state = { failed: false }

	static getDerivedStateFromError() {
		return { failed: true }
	}

	override render() {
		if (!this.state.failed) return this.props.children
		return (
			<div className="space-y-4 py-4 text-center">
				<p role="alert" className="text-slate-700">
					The form could not be loaded. Please check your connection and try again.
				</p>
				<button
					type="button"
					onClick={() => this.setState({ failed: false })}
					className="rounded-full border border-brand-200 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50"
				>
					Try again
				</button>
			</div>
		)
	}
}

/** Around a lazily loaded part that shows nothing while it loads (a dialog): if it cannot load, nothing, and `onFail` (to try again later). */
export class LoadBoundary extends Component<{ onFail(): void; children: ReactNode }, { failed: boolean }> {
	override state = { failed: false }

	static getDerivedStateFromError() {
		return { failed: true }
	}

	override componentDidCatch() {
		this.props.onFail()
	}

	override render() {
		return this.state.failed ? null : this.props.children
	}
}

type IdleWindow = Window & {
	requestIdleCallback?(callback: () => void, options?: { timeout: number }): number
	cancelIdleCallback?(handle: number): void
}

/**
 * Runs `task` once the page has loaded and the browser is idle (requestIdleCallback, or a short
 * timeout where it is missing). Skipped when the visitor asked to save data. Returns a cancel function.
 */
export function whenIdleAfterLoad(task: () => void): () => void {
	const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
	if (connection?.saveData) return () => {}
	const win = window as IdleWindow
	let idleHandle: number | undefined
	let timer: ReturnType<typeof setTimeout> | undefined
	const schedule = () => {
		if (win.requestIdleCallback) idleHandle = win.requestIdleCallback(task, { timeout: 5_000 })
		else timer = setTimeout(task, 500)
	}
	if (document.readyState === 'complete') schedule()
	else window.addEventListener('load', schedule, { once: true })
	return () => {
		window.removeEventListener('load', schedule)
		if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle)
		clearTimeout(timer)
	}
}
