import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { Link, MemoryRouter, useLocation } from 'react-router'
import { expect, test } from 'vitest'
import { Island, IslandContentProvider, type Islanded, PrerenderedIsland } from './island'

// hydrateRoot is driven by hand here, not through Testing Library, which would set this itself.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Answer = { text: string; href: string }

function Page({ answer, count = 0 }: { answer: Islanded<Answer>; count?: number }) {
	return (
		<MemoryRouter initialEntries={['/faq']}>
			<main>
				<p>Opened {count} times</p>
				<Island name="answer" value={answer} className="prose">
					{(a) => (
						<p>
							{a.text} <Link to={a.href}>Read the rules</Link> <a href="/account/data">Download my data</a>
						</p>
					)}
				</Island>
				<Where />
			</main>
		</MemoryRouter>
	)
}

function Where() {
	return <output>{useLocation().pathname}</output>
}

const answer: Answer = { text: 'Fees are paid once a place is offered.', href: '/fees' }

/** The document as the server sends it: the content kept on the server, a reference in the data. */
function serverDocument() {
	const container = document.createElement('div')
	container.innerHTML = renderToString(
		<IslandContentProvider value={new Map([['faq', answer]])}>
			<Page answer={{ island: 'faq' }} />
		</IslandContentProvider>,
	)
	document.body.append(container)
	return container
}

test('the server renders the kept content inside the island, marked with its name', () => {
	const container = serverDocument()
	expect(container.querySelector('[data-island="answer"]')?.textContent).toBe('Fees are paid once a place is offered. Read the rules Download my data')
	expect(container.querySelector('a')?.getAttribute('href')).toBe('/fees')
	container.remove()
})

test('hydrating with only the reference keeps the server markup, without a mismatch, and later renders leave it alone', async () => {
	const container = serverDocument()
	const island = container.querySelector('[data-island="answer"]')
	const paragraph = island?.firstElementChild
	const errors: unknown[] = []
	let root!: ReturnType<typeof hydrateRoot>
	await act(async () => {
		root = hydrateRoot(container, <Page answer={{ island: 'faq' }} />, { onRecoverableError: (error) => errors.push(error) })
	})
	expect(errors).toEqual([])
	// The same nodes, not a copy: React took the element as the server made it.
	expect(container.querySelector('[data-island="answer"]')).toBe(island)
	expect(island?.firstElementChild).toBe(paragraph)
	await act(async () => root.render(<Page answer={{ island: 'faq' }} count={1} />))
	expect(container.querySelector('main > p')?.textContent).toBe('Opened 1 times')
	expect(island?.firstElementChild).toBe(paragraph)
	// Revalidation brings the content itself: the island renders it like any component.
	await act(async () => root.render(<Page answer={{ text: 'Fees changed.', href: '/fees' }} count={1} />))
	expect(container.querySelector('.prose')?.textContent).toBe('Fees changed. Read the rules Download my data')
	act(() => root.unmount())
	container.remove()
})

test('a Link kept in an island still navigates in place; a plain link (a download) is left to the browser', async () => {
	const container = serverDocument()
	let root!: ReturnType<typeof hydrateRoot>
	await act(async () => {
		root = hydrateRoot(container, <Page answer={{ island: 'faq' }} />)
	})
	const click = (name: string) => {
		const link = [...container.querySelectorAll('a')].find((a) => a.textContent === name)!
		const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
		link.dispatchEvent(event)
		return event.defaultPrevented
	}
	expect(container.querySelector('a')?.hasAttribute('data-discover')).toBe(true)
	let handled = false
	await act(async () => {
		handled = click('Download my data')
	})
	expect(handled).toBe(false)
	expect(container.querySelector('output')?.textContent).toBe('/faq')
	await act(async () => {
		handled = click('Read the rules')
	})
	expect(handled).toBe(true)
	expect(container.querySelector('output')?.textContent).toBe('/fees')
	act(() => root.unmount())
	container.remove()
})

test('with the content in the data (a client navigation) the island is an ordinary element', () => {
	const container = document.createElement('div')
	container.innerHTML = renderToString(<Page answer={answer} />)
	expect(container.querySelector('[data-island]')).toBeNull()
	expect(container.querySelector('.prose')?.textContent).toBe('Fees are paid once a place is offered. Read the rules Download my data')
})

test('a reference with no kept content fails the server render rather than sending an empty island', () => {
	expect(() =>
		renderToString(
			<IslandContentProvider value={new Map()}>
				<Page answer={{ island: 'faq' }} />
			</IslandContentProvider>,
		),
	).toThrow('No content kept for island faq')
})

test('markup rendered beforehand (PrerenderedIsland) is inserted as it is, in the same element as a render of the content', () => {
	const render = (kept: unknown) => {
		const container = document.createElement('div')
		container.innerHTML = renderToString(
			<IslandContentProvider value={new Map([['faq', kept]])}>
				<Page answer={{ island: 'faq' }} />
			</IslandContentProvider>,
		)
		return container.querySelector('[data-island="answer"]')!
	}
	const rendered = render(answer)
	const prerendered = render(new PrerenderedIsland(rendered.innerHTML, 'v1'))
	expect(prerendered.outerHTML).toBe(rendered.outerHTML)
	expect(prerendered.className).toBe('prose')
	// In the keys of stored pages it stands for its version, not its markup.
	expect(JSON.stringify({ faq: new PrerenderedIsland('<p>long</p>', 'v1') })).toBe('{"faq":"prerendered:v1"}')
})

test('an island with an id (a question’s button) is found by it, with no data-island, and keeps its own handler', async () => {
	function Question({ text, onOpen }: { text: Islanded<string>; onOpen(): void }) {
		return (
			<Island name="question" value={text} tag="button" type="button" id="faq-0" aria-expanded={false} onClick={onOpen}>
				{(shown) => shown}
			</Island>
		)
	}
	const container = document.createElement('div')
	container.innerHTML = renderToString(
		<IslandContentProvider value={new Map([['faq', 'Do you charge for the first session?']])}>
			<Question text={{ island: 'faq' }} onOpen={() => {}} />
		</IslandContentProvider>,
	)
	document.body.append(container)
	expect(container.innerHTML).toBe('<button type="button" id="faq-0" aria-expanded="false">Do you charge for the first session?</button>')
	const errors: unknown[] = []
	let opened = 0
	let root!: ReturnType<typeof hydrateRoot>
	await act(async () => {
		root = hydrateRoot(
			container,
			<MemoryRouter>
				<Question text={{ island: 'faq' }} onOpen={() => opened++} />
			</MemoryRouter>,
			{ onRecoverableError: (error) => errors.push(error) },
		)
	})
	expect(errors).toEqual([])
	act(() => container.querySelector('button')!.click())
	expect(opened).toBe(1)
	expect(container.querySelector('button')?.textContent).toBe('Do you charge for the first session?')
	act(() => root.unmount())
	container.remove()
})
