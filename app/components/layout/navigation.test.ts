import { describe, expect, test } from 'vitest'
import { educationMenu, mainNavigation, publishedNavigation } from './navigation'
import { linksToSend } from './navigation.server'

describe('the menus as the published content has them', () => {
	test('an Education page’s published label is its link text; an unpublished page and its links are left out', () => {
		const navigation = publishedNavigation(mainNavigation, {
			labels: { '/education/languages/french': 'French (A1 to B2)', '/services/visa': 'Visas' },
			offSite: ['/about', '/education/skp', '/education/skp/diploma', '/education/ielts/general'],
		})
		expect(navigation.map((entry) => entry.label)).not.toContain('About')
		const education = navigation.find((entry) => entry.kind === 'menu' && entry.id === 'education')
		if (education?.kind !== 'menu') throw new Error('no Education menu')
		expect(education.groups.map((group) => group.label)).toEqual(['University Courses', 'Languages', 'IELTS'])
		expect(education.groups.flatMap((group) => group.links.map((link) => link.label))).toContain('French (A1 to B2)')
		expect(education.groups.flatMap((group) => group.links.map((link) => link.to))).not.toContain('/education/ielts/general')
		const services = navigation.find((entry) => entry.kind === 'menu' && entry.id === 'services')
		expect(services?.kind === 'menu' && services.groups[0]?.links[0]?.label).toBe('Visas')
	})

	test('without the published links (the frame could not read them), the menus as written', () => {
		expect(publishedNavigation(mainNavigation, undefined)).toEqual(mainNavigation)
		expect(educationMenu.groups).toHaveLength(4)
	})

	test('the links as pages carry them leave out the labels the code has, and make the same menus', () => {
		const published = {
			labels: { '/education/languages/french': 'French (A1 to B2)', '/education/languages/german': 'German', '/services/visa': 'Visa Assistance' },
			offSite: ['/about'],
			menuLabels: { '/': 'Start' },
		}
		const sent = linksToSend(published)
		expect(sent).toEqual({ ...published, labels: { '/education/languages/french': 'French (A1 to B2)' } })
		expect(publishedNavigation(mainNavigation, sent)).toEqual(publishedNavigation(mainNavigation, published))
	})
})
