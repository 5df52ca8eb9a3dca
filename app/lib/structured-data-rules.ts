/**
 * What each schema.org type we publish must and should carry, after Google's structured-data
 * documentation (Course list, FAQ, Breadcrumb, Organization/LocalBusiness pages). Google marks no
 * Organization property as required; we require name and url so every organisation is identifiable.
 * Used by the unit tests and by the browser tests on the served pages, so both check the same rules.
 */
export const structuredDataRules: Record<string, { required: string[]; recommended: string[] }> = {
	EducationalOrganization: {
		required: ['name', 'url'],
		recommended: ['logo', 'description', 'address', 'telephone', 'email', 'sameAs'],
	},
	Organization: { required: ['name'], recommended: ['url', 'sameAs'] },
	PostalAddress: {
		required: ['streetAddress', 'addressLocality', 'addressCountry'],
		recommended: ['addressRegion', 'postalCode'],
	},
	Course: { required: ['name', 'description'], recommended: ['provider'] },
	FAQPage: { required: ['mainEntity'], recommended: [] },
	Question: { required: ['name', 'acceptedAnswer'], recommended: [] },
	Answer: { required: ['text'], recommended: [] },
	BreadcrumbList: { required: ['itemListElement'], recommended: [] },
	// A free tool on a page (the planner): Google's software-app fields, without ratings, which we have none of.
	WebApplication: { required: ['name', 'url', 'offers'], recommended: ['description', 'applicationCategory', 'operatingSystem', 'provider'] },
	Offer: { required: ['price', 'priceCurrency'], recommended: [] },
	// Google lets the last crumb leave out `item`; ours always link, which it also accepts.
	ListItem: { required: ['position', 'name', 'item'], recommended: [] },
}

/** Properties that must hold absolute http(s) URLs wherever they appear. */
const urlProperties = new Set(['url', 'item', 'logo', 'image', 'sameAs', '@id'])

type Node = Record<string, unknown>

function isNode(value: unknown): value is Node {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isEmpty(value: unknown) {
	return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)
}

function isAbsoluteUrl(value: unknown) {
	if (typeof value !== 'string') return false
	try {
		const url = new URL(value)
		return url.protocol === 'https:' || url.protocol === 'http:'
	} catch {
		return false
	}
}

/**
 * Problems with one JSON-LD block (a parsed object or array of objects); an empty list means
 * valid. Each message starts with the path of the node it is about, such as `mainEntity[0]`.
 */
export function validateStructuredData(block: unknown): string[] {
	const roots = Array.isArray(block) ? block : [block]
	const errors: string[] = []
	roots.forEach((root, index) => {
		const path = Array.isArray(block) ? `[${index}]` : '(root)'
		if (!isNode(root)) return void errors.push(`${path}: is not an object`)
		if (root['@context'] !== 'https://schema.org') errors.push(`${path}: @context must be "https://schema.org"`)
		if (typeof root['@type'] !== 'string') errors.push(`${path}: has no @type`)
		checkNode(root, path, errors)
	})
	return errors
}

function checkNode(node: Node, path: string, errors: string[]) {
	const type = node['@type']
	if (typeof type === 'string') {
		const rules = structuredDataRules[type]
		if (!rules) errors.push(`${path}: no rules for @type ${type} (add them to structuredDataRules)`)
		for (const property of rules?.required ?? []) {
			if (isEmpty(node[property])) errors.push(`${path}: ${type} is missing required property ${property}`)
		}
		if (type === 'BreadcrumbList') checkBreadcrumbs(node, path, errors)
		if (type === 'FAQPage') checkListOf(node.mainEntity, 'Question', `${path}.mainEntity`, errors)
		if (type === 'Question' && !isEmpty(node.acceptedAnswer)) checkListOf([node.acceptedAnswer], 'Answer', `${path}.acceptedAnswer`, errors)
	}
	for (const [property, value] of Object.entries(node)) {
		const values = Array.isArray(value) ? value : [value]
		values.forEach((item, index) => {
			const itemPath = Array.isArray(value) ? `${path}.${property}[${index}]` : `${path}.${property}`
			if (urlProperties.has(property) && typeof item === 'string' && !isAbsoluteUrl(item)) {
				errors.push(`${itemPath}: ${property} must be an absolute URL (got ${JSON.stringify(item)})`)
			}
			if (typeof item === 'string' && item.trim() === '') errors.push(`${itemPath}: is empty`)
			if (isNode(item)) checkNode(item, itemPath, errors)
		})
	}
}

function checkListOf(list: unknown, type: string, path: string, errors: string[]) {
	if (!Array.isArray(list)) return void errors.push(`${path}: must be a list of ${type}`)
	list.forEach((item, index) => {
		if (!isNode(item) || item['@type'] !== type) errors.push(`${path}[${index}]: must be a ${type}`)
	})
}

function checkBreadcrumbs(node: Node, path: string, errors: string[]) {
	const items = node.itemListElement
	checkListOf(items, 'ListItem', `${path}.itemListElement`, errors)
	if (!Array.isArray(items)) return
	// Google shows a trail only from two crumbs, numbered from 1 in order.
	if (items.length < 2) errors.push(`${path}: BreadcrumbList needs at least two ListItems`)
	items.forEach((item, index) => {
		if (isNode(item) && item.position !== index + 1) errors.push(`${path}.itemListElement[${index}]: position must be ${index + 1}`)
	})
}

/** Recommended properties a node (or its nested nodes) leaves out: not errors, but worth filling. */
export function missingRecommended(block: unknown): string[] {
	const missing: string[] = []
	const visit = (value: unknown, path: string) => {
		if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${path}[${index}]`))
		if (!isNode(value)) return
		const rules = typeof value['@type'] === 'string' ? structuredDataRules[value['@type']] : undefined
		for (const property of rules?.recommended ?? []) if (isEmpty(value[property])) missing.push(`${path}: ${property}`)
		for (const [property, child] of Object.entries(value)) visit(child, `${path}.${property}`)
	}
	visit(block, '(root)')
	return missing
}
