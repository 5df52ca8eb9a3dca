/** The eight tabs of a country guide (SPEC.md section 2), in order, with their ?tab= values. */
export const countryTabs = [
	{ value: 'fast-facts', label: 'FAST FACTS' },
	{ value: 'top-universities', label: 'TOP UNIVERSITIES' },
	{ value: 'admissions', label: 'ADMISSIONS' },
	{ value: 'scholarships', label: 'SCHOLARSHIPS' },
	{ value: 'visa', label: 'VISA' },
	{ value: 'cost-of-living', label: 'COST OF LIVING' },
	{ value: 'work-opportunities', label: 'WORK OPPORTUNITIES' },
	{ value: 'faqs', label: 'FAQS' },
] as const

export type CountryTab = (typeof countryTabs)[number]['value']

/** SPEC.md section 4: the guide starts on FAST FACTS, and an unknown tab falls back to it. */
export function parseCountryTab(value: string | null | undefined): CountryTab {
	return countryTabs.find((tab) => tab.value === value)?.value ?? 'fast-facts'
}
