/**
 * The eight tabs of a country guide (SPEC.md section 2), in order, with their ?tab= values. The
 * page shows `labelKey` in its language; the studio's guide editor (English only) shows `label`.
 */
export const countryTabs = [
	{ value: 'fast-facts', label: 'FAST FACTS', labelKey: 'guide.tab.fastFacts' },
	{ value: 'top-universities', label: 'TOP UNIVERSITIES', labelKey: 'guide.tab.topUniversities' },
	{ value: 'admissions', label: 'ADMISSIONS', labelKey: 'guide.tab.admissions' },
	{ value: 'scholarships', label: 'SCHOLARSHIPS', labelKey: 'guide.tab.scholarships' },
	{ value: 'visa', label: 'VISA', labelKey: 'guide.tab.visa' },
	{ value: 'cost-of-living', label: 'COST OF LIVING', labelKey: 'guide.tab.costOfLiving' },
	{ value: 'work-opportunities', label: 'WORK OPPORTUNITIES', labelKey: 'guide.tab.workOpportunities' },
	{ value: 'faqs', label: 'FAQS', labelKey: 'guide.tab.faqs' },
] as const

export type CountryTab = (typeof countryTabs)[number]['value']

/** SPEC.md section 4: the guide starts on FAST FACTS, and an unknown tab falls back to it. */
export function parseCountryTab(value: string | null | undefined): CountryTab {
	return countryTabs.find((tab) => tab.value === value)?.value ?? 'fast-facts'
}
