import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { LazyForm, lazyWithPreload, whenIdleAfterLoad } from './LazyForm'

function Greeting({ name }: { name: string }) {
	return <p>Hello {name}</p>
}

function deferred<T>() {
	let resolve!: (value: T) => void
	let reject!: (error: unknown) => void
	const promise = new Promise<T>((res, rej) => {
		resolve = res
		reject = rej
	})
	return { promise, resolve, reject }
}

describe('lazyWithPreload and LazyForm', () => {
	test('shows a loading line until the form is there, then the form', async () => {
		const load = deferred<typeof Greeting>()
		const LazyGreeting = lazyWithPreload(() => load.promise)
		render(
			<LazyForm>
				<LazyGreeting name="Asha" />
			</LazyForm>,
		)
		expect(screen.getByRole('status')).toHaveTextContent('Loading the form…')
		await act(async () => load.resolve(Greeting))
		expect(await screen.findByText('Hello Asha')).toBeInTheDocument()
		expect(screen.queryByRole('status')).toBeNull()
	})

	test('once preloaded, the form renders at once, with no loading line', async () => {
		const loader = vi.fn(async () => Greeting)
		const LazyGreeting = lazyWithPreload(loader)
		await LazyGreeting.preload()
		await LazyGreeting.preload()
		expect(loader).toHaveBeenCalledTimes(1)
		render(
			<LazyForm>
				<LazyGreeting name="Asha" />
			</LazyForm>,
		)
		expect(screen.getByText('Hello Asha')).toBeInTheDocument()
		expect(screen.queryByRole('status')).toBeNull()
	})

	test('a form that cannot be loaded says so in place; Try again loads it again', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => {})
		let offline = true
		const LazyGreeting = lazyWithPreload(async () => {
			if (offline) throw new TypeError('Failed to fetch')
			return Greeting
		})
		render(
			<LazyForm>
				<LazyGreeting name="Asha" />
			</LazyForm>,
		)
		expect(await screen.findByRole('alert')).toHaveTextContent('The form could not be loaded. Please check your connection and try again.')
		offline = false
		await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
		expect(await screen.findByText('Hello Asha')).toBeInTheDocument()
		expect(screen.queryByRole('alert')).toBeNull()
	})

	test('a failed preload never rejects, and the next attempt loads again', async () => {
		const loader = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Greeting)
		const LazyGreeting = lazyWithPreload(loader)
		await expect(LazyGreeting.preload()).resolves.toBeUndefined()
		await LazyGreeting.preload()
		expect(loader).toHaveBeenCalledTimes(2)
		render(<LazyGreeting name="Asha" />)
		expect(screen.getByText('Hello Asha')).toBeInTheDocument()
	})
})

describe('whenIdleAfterLoad', () => {
	afterEach(() => {
		vi.useRealTimers()
		vi.unstubAllGlobals()
	})

	test('runs the task once the loaded page is idle, and can be cancelled', () => {
		vi.useFakeTimers()
		const idle = vi.fn((callback: () => void) => setTimeout(callback, 10) as unknown as number)
		vi.stubGlobal('requestIdleCallback', idle)
		vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle))
		const task = vi.fn()
		whenIdleAfterLoad(task)
		expect(idle).toHaveBeenCalledTimes(1)
		vi.advanceTimersByTime(10)
		expect(task).toHaveBeenCalledTimes(1)

		const cancelled = vi.fn()
		whenIdleAfterLoad(cancelled)()
		vi.advanceTimersByTime(10)
		expect(cancelled).not.toHaveBeenCalled()
	})

	test('is skipped when the visitor asked to save data', () => {
		vi.useFakeTimers()
		vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } })
		const task = vi.fn()
		whenIdleAfterLoad(task)
		vi.advanceTimersByTime(10_000)
		expect(task).not.toHaveBeenCalled()
	})
})
