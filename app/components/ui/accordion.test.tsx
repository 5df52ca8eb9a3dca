import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { Accordion } from './accordion'
import { Collapsible } from './disclosure'

function Questions() {
	return (
		<Accordion.Root type="single" collapsible idPrefix="faq">
			{['One', 'Two', 'Three'].map((question, i) => (
				<Accordion.Item key={question} value={String(i)}>
					<h3>
						<Accordion.Trigger>{question}</Accordion.Trigger>
					</h3>
					<Accordion.Content asChild>
						<div>Answer {question}</div>
					</Accordion.Content>
				</Accordion.Item>
			))}
		</Accordion.Root>
	)
}

describe('Accordion (single, collapsible)', () => {
	test('one answer open at a time; pressing the open one closes it; answers stay in the markup', async () => {
		const user = userEvent.setup()
		render(<Questions />)
		const one = screen.getByRole('button', { name: 'One' })
		const two = screen.getByRole('button', { name: 'Two' })
		expect(screen.getByRole('heading', { level: 3, name: 'One' })).toContainElement(one)
		// Closed answers are in the markup, hidden.
		expect(screen.getByText('Answer One')).not.toBeVisible()
		expect(one).toHaveAttribute('aria-expanded', 'false')

		await user.click(one)
		expect(one).toHaveAttribute('aria-expanded', 'true')
		const answer = screen.getByRole('region', { name: 'One' })
		expect(answer).toHaveTextContent('Answer One')
		expect(answer).toBeVisible()
		// Ids from the list's prefix and the item's value, shorter than useId's.
		expect(answer).toHaveAttribute('id', 'faq-0-a')
		expect(one).toHaveAttribute('aria-controls', answer.id)

		await user.click(two)
		expect(one).toHaveAttribute('aria-expanded', 'false')
		expect(two).toHaveAttribute('aria-expanded', 'true')
		expect(screen.getByText('Answer One')).not.toBeVisible()

		await user.click(two)
		expect(two).toHaveAttribute('aria-expanded', 'false')
		expect(screen.queryByRole('region')).toBeNull()
	})

	test('Up and Down arrows, Home and End move between the questions', async () => {
		const user = userEvent.setup()
		render(<Questions />)
		await user.click(screen.getByRole('button', { name: 'One' }))
		await user.keyboard('{ArrowDown}')
		expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus()
		await user.keyboard('{End}')
		expect(screen.getByRole('button', { name: 'Three' })).toHaveFocus()
		await user.keyboard('{ArrowDown}')
		expect(screen.getByRole('button', { name: 'One' })).toHaveFocus()
		await user.keyboard('{ArrowUp}')
		expect(screen.getByRole('button', { name: 'Three' })).toHaveFocus()
		await user.keyboard('{Home}')
		expect(screen.getByRole('button', { name: 'One' })).toHaveFocus()
	})

	test('without asChild a section’s content is drawn only while open (the mobile menu’s sections)', async () => {
		const user = userEvent.setup()
		render(
			<Accordion.Root type="single" collapsible>
				<Accordion.Item value="education">
					<h3>
						<Accordion.Trigger>Education</Accordion.Trigger>
					</h3>
					<Accordion.Content>
						<a href="/education/ielts">IELTS</a>
					</Accordion.Content>
				</Accordion.Item>
			</Accordion.Root>,
		)
		expect(screen.queryByRole('link', { name: 'IELTS' })).toBeNull()
		await user.click(screen.getByRole('button', { name: 'Education' }))
		expect(screen.getByRole('region', { name: 'Education' })).toContainElement(screen.getByRole('link', { name: 'IELTS' }))
	})
})

describe('Collapsible', () => {
	test('a controlled disclosure: the panel is drawn only while open', async () => {
		function Menu() {
			const [open, setOpen] = useState(false)
			return (
				<Collapsible.Root open={open} onOpenChange={setOpen}>
					<Collapsible.Trigger>Education</Collapsible.Trigger>
					<Collapsible.Content>
						<a href="/education/ielts">IELTS</a>
					</Collapsible.Content>
				</Collapsible.Root>
			)
		}
		const user = userEvent.setup()
		render(<Menu />)
		const button = screen.getByRole('button', { name: 'Education' })
		expect(button).toHaveAttribute('aria-expanded', 'false')
		expect(screen.queryByRole('link', { name: 'IELTS' })).toBeNull()
		await user.click(button)
		expect(button).toHaveAttribute('aria-expanded', 'true')
		expect(screen.getByRole('link', { name: 'IELTS' })).toBeVisible()
		expect(button).toHaveAttribute('aria-controls', screen.getByRole('link', { name: 'IELTS' }).parentElement!.id)
		await user.click(button)
		expect(screen.queryByRole('link', { name: 'IELTS' })).toBeNull()
	})
})
