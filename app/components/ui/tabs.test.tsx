import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import { Tabs } from './tabs'

const tabs = ['facts', 'visa', 'faqs']

function Guide() {
	const [active, setActive] = useState('facts')
	return (
		<Tabs.Root value={active} onValueChange={setActive} activationMode="automatic">
			<Tabs.List aria-label="The guide">
				{tabs.map((tab) => (
					<Tabs.Trigger key={tab} value={tab} asChild type={undefined}>
						<a href={`?tab=${tab}`} className="guide-tab">
							{tab.toUpperCase()}
						</a>
					</Tabs.Trigger>
				))}
			</Tabs.List>
			{tabs.map((tab) => (
				<Tabs.Content key={tab} value={tab} forceMount hidden={tab !== active}>
					Panel {tab}
				</Tabs.Content>
			))}
		</Tabs.Root>
	)
}

describe('Tabs', () => {
	test('links as tabs: roles, state, names and one tab stop', () => {
		render(<Guide />)
		expect(screen.getByRole('tablist', { name: 'The guide' })).toBeInTheDocument()
		const facts = screen.getByRole('tab', { name: 'FACTS' })
		expect(facts).toHaveAttribute('aria-selected', 'true')
		expect(facts).toHaveAttribute('data-state', 'active')
		expect(facts).toHaveAttribute('href', '?tab=facts')
		expect(facts).toHaveClass('guide-tab')
		expect(facts).not.toHaveAttribute('type')
		expect(facts).toHaveAttribute('tabindex', '0')
		expect(screen.getByRole('tab', { name: 'VISA' })).toHaveAttribute('tabindex', '-1')
		const panel = screen.getByRole('tabpanel', { name: 'FACTS' })
		expect(panel).toHaveTextContent('Panel facts')
		expect(facts).toHaveAttribute('aria-controls', panel.id)
		// Every panel is in the markup; the others are hidden.
		expect(screen.getByText('Panel visa')).not.toBeVisible()
	})

	test('a press chooses a tab; arrows, Home and End move the focus and choose', async () => {
		const user = userEvent.setup()
		render(<Guide />)
		await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('tab', { name: 'VISA' }) })
		expect(screen.getByRole('tab', { name: 'VISA' })).toHaveAttribute('aria-selected', 'true')
		expect(screen.getByRole('tabpanel', { name: 'VISA' })).toBeVisible()
		await user.pointer({ keys: '[/MouseLeft]' })

		screen.getByRole('tab', { name: 'VISA' }).focus()
		await user.keyboard('{ArrowRight}')
		expect(screen.getByRole('tab', { name: 'FAQS' })).toHaveFocus()
		expect(screen.getByRole('tab', { name: 'FAQS' })).toHaveAttribute('aria-selected', 'true')
		await user.keyboard('{ArrowRight}')
		expect(screen.getByRole('tab', { name: 'FACTS' })).toHaveFocus()
		await user.keyboard('{End}')
		expect(screen.getByRole('tab', { name: 'FAQS' })).toHaveFocus()
		await user.keyboard('{Home}')
		expect(screen.getByRole('tab', { name: 'FACTS' })).toHaveAttribute('aria-selected', 'true')
		await user.keyboard('{ArrowLeft}')
		expect(screen.getByRole('tabpanel', { name: 'FAQS' })).toBeVisible()
	})
})
