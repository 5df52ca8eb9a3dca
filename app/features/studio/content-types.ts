import { countryDirectory } from '~/features/countries/country-directory'

/*
 * What the studio's pages know of each content type without zod: names, labels and the fields the
 * editor shows (the schemas are in studio-schema.ts). Public pages never import this module.
 */

export const contentTypeNames = [
	'course',
	'journal-post',
	'testimonial',
	'team-member',
	'faq',
	'online-course',
	'service',
	'about',
	'fee-schedule',
	'education-page',
	'site-settings',
	'country-guide',
	'home-page',
	'page-intro',
	'menu',
	'eligibility-rule',
	'privacy-page',
	'page-search',
] as const
export type ContentTypeName = (typeof contentTypeNames)[number]
/** The country guides' type: their own editor (GuideEditor), reviews and review list. */
export const GUIDE_TYPE = 'country-guide' as const satisfies ContentTypeName

/** The types the generic editor (EntryEditor) edits: every one but the country guides (GuideEditor). */
export type FlatContentType = Exclude<ContentTypeName, 'country-guide'>

/** 'structured': a part with lists and sub-fields, edited by its type's own editor (country guides: GuideEditor). */
export type FieldKind = 'text' | 'textarea' | 'markdown' | 'number' | 'date' | 'select' | 'image' | 'structured'

/** One field of the editor; `localised` fields hold English (required) and optional Punjabi and Hindi. */
export type FieldSpec = {
	name: string
	label: string
	kind: FieldKind
	localised?: boolean
	hint?: string
	options?: readonly { value: string; label: string }[]
	/** Number fields: the step the browser allows (whole numbers unless said). */
	step?: string
	/** A field only some entries' pages show: the editor offers it on these entries alone. */
	keys?: readonly string[]
}

export type ContentTypeSpec = {
	label: string
	plural: string
	/** Where the published entry shows, for the "View on site" link and the preview. */
	publicPath: (key: string) => string
	/** The field the lists show as the entry's title. */
	titleField: string
	/** The title of the one entry of a single-page type, when no field reads as one. */
	title?: string
	/** Each entry's title by key, for a type whose fields may all be empty (Search engine texts). */
	keyTitles?: Readonly<Record<string, string>>
	/** Editors may add entries (the six service pages and the about page are fixed). */
	creatable: boolean
	/**
	 * The types whose text a page cannot do without (home page, page introductions, menu): what
	 * unpublishing does to them, said beside the Unpublish button and after it.
	 */
	unpublish?: { label: string; help: string; done: string }
	fields: FieldSpec[]
}

/** Display order, for the lists an editor arranges. */
const positionField = (where: string): FieldSpec => ({ name: 'position', label: 'Display order', kind: 'number', hint: `Lower numbers come first ${where}.` })
const paragraphsHint = 'A blank line starts a new paragraph.'
const imageHint = 'Choose an uploaded image, or upload a new one first.'
const altHint = 'What the image shows, for people who cannot see it.'

/** The About page's slider: SPEC's six images. */
export const slideNumbers = [1, 2, 3, 4, 5, 6] as const
/** The home page's three feature items, in the About block. */
export const homeFeatureNumbers = [1, 2, 3] as const
const siteDetailsHint = '{name} and {city} stand for the institute’s name and city from the site settings.'
/** What "Unpublish" means for a text a page cannot do without: the page goes back to the text the site shipped with. */
const backToShippedText = {
	label: 'Unpublish (go back to the shipped text)',
	help: 'This text cannot leave the site: the page needs it. Unpublishing puts back the text the site was delivered with, in every language. Your version stays under Revisions: restore it and publish to show it again.',
	done: 'Unpublished: the site shows the text it was delivered with again.',
} as const
const metaTitleHint = 'Optional: the title search engines and browser tabs show. Left empty, the site’s usual title.'
const metaDescriptionHint = 'Optional: the summary search engines show under the title, best under 160 characters. Left empty, the site’s usual summary.'
/** The optional title and description for search engines a page entry may carry (empty: the page's usual ones). */
const searchFields: FieldSpec[] = [
	{ name: 'metaTitle', label: 'Search engines: title', kind: 'text', localised: true, hint: `${metaTitleHint} {name} and {city} may be used.` },
	{ name: 'metaDescription', label: 'Search engines: description', kind: 'textarea', localised: true, hint: `${metaDescriptionHint} {name} and {city} may be used.` },
]
/** The site settings' details (and the privacy retention setting) the privacy page's text may name in braces. */
const privacyDetailsHint =
	'In braces: {name}, {city}, {address}, {email}, {phone}, {phoneLink} (the phone as a link target), {openingHours}, {retentionMonths} (how long enquiries are kept), {grievanceName}, {grievanceEmail}, {grievancePhone}, {grievanceAddress}.'

/** The home page's sections below the About block, each a heading with an optional line above it and lead text. */
export const homeSections = [
	{ name: 'popular', label: 'Popular courses', eyebrow: false, lead: true },
	{ name: 'featured', label: 'Featured online courses', eyebrow: true, lead: true },
	{ name: 'testimonials', label: 'Testimonials', eyebrow: true, lead: false },
	{ name: 'posts', label: 'Recent journal posts', eyebrow: true, lead: false },
	{ name: 'faq', label: 'FAQ', eyebrow: true, lead: false },
] as const
export type HomeSectionName = (typeof homeSections)[number]['name']
const sectionsHint = 'A line “## Heading” starts a section; then paragraphs (a blank line between two) or points, one a line, starting “- ”.'

export const contentTypes: Record<ContentTypeName, ContentTypeSpec> = {
	course: {
		label: 'Course',
		plural: 'Courses',
		publicPath: (key) => `/course/${key}`,
		titleField: 'ProgramName',
		creatable: true,
		fields: [
			{ name: 'ProgramName', label: 'Program name', kind: 'text', localised: true },
			{ name: 'ProgramDescription', label: 'Program description', kind: 'textarea', localised: true },
			{ name: 'Type', label: 'Type', kind: 'text', hint: 'Family and sub-type, such as ielts-academic or university-phd: the menus find courses by it.' },
			{ name: 'SubType', label: 'Level (sub-type)', kind: 'text', localised: true, hint: 'Empty shows “Certificate”.' },
			{ name: 'Duration', label: 'Duration', kind: 'text', localised: true, hint: 'Such as “8 weeks”. Empty shows “4 months”.' },
			{ name: 'Eligibility', label: 'Eligibility', kind: 'textarea', localised: true, hint: 'Empty shows “No specific requirements”.' },
			{ name: 'ImageURL', label: 'Image', kind: 'image', hint: imageHint },
			{ name: 'position', label: 'Display order', kind: 'number', hint: 'Lower numbers come first; the home page shows the first three.' },
		],
	},
	'journal-post': {
		label: 'Journal post',
		plural: 'Journal posts',
		publicPath: (key) => `/journal/${key}`,
		titleField: 'title',
		creatable: true,
		fields: [
			{ name: 'title', label: 'Title', kind: 'text', localised: true },
			{ name: 'summary', label: 'Summary', kind: 'textarea', localised: true, hint: 'On the post’s card and under its title.' },
			{
				name: 'body',
				label: 'Body (Markdown)',
				kind: 'markdown',
				localised: true,
				hint: 'A blank line starts a paragraph; ## starts a heading, - a list item; **bold**, *italic*, [link text](https://…).',
			},
			{ name: 'author', label: 'Author', kind: 'text' },
			{ name: 'date', label: 'Publish date', kind: 'date', hint: '/journal lists the newest first.' },
			{
				name: 'type',
				label: 'Type',
				kind: 'select',
				options: [
					{ value: 'admin', label: 'From the institute' },
					{ value: 'user', label: 'Student story' },
				],
			},
			{ name: 'comments', label: 'Comment count text', kind: 'text', hint: 'Such as “12 Comments”.' },
			{ name: 'cover', label: 'Cover image', kind: 'image', hint: imageHint },
			{ name: 'coverAlt', label: 'Cover image alt text', kind: 'text', localised: true, hint: altHint },
		],
	},
	// ---- testimonial ----
	testimonial: {
		label: 'Testimonial',
		plural: 'Testimonials',
		publicPath: () => '/',
		titleField: 'name',
		creatable: true,
		fields: [
			{ name: 'name', label: 'Student’s name', kind: 'text' },
			{ name: 'class', label: 'Class or batch', kind: 'text', localised: true, hint: 'Such as “IELTS Academic, March 2026 batch”.' },
			{ name: 'text', label: 'What the student says', kind: 'textarea', localised: true, hint: '20 to 400 characters.' },
			{ name: 'photo', label: 'Photo', kind: 'image', hint: `${imageHint} Shown small beside the name, which says who it is.` },
			positionField('on the home page'),
		],
	},
	// ---- team-member ----
	'team-member': {
		label: 'Team member',
		plural: 'Team members',
		publicPath: () => '/team',
		titleField: 'name',
		creatable: true,
		fields: [
			{ name: 'name', label: 'Name', kind: 'text' },
			{ name: 'role', label: 'Role', kind: 'text', localised: true },
			{ name: 'photo', label: 'Portrait', kind: 'image', hint: `${imageHint} Its alt text on /team is “Portrait of” and the name.` },
			{ name: 'bio', label: 'Bio', kind: 'textarea', localised: true, hint: paragraphsHint },
			positionField('on /team'),
		],
	},
	// ---- faq ----
	faq: {
		label: 'FAQ item',
		plural: 'Home FAQ',
		publicPath: () => '/',
		titleField: 'question',
		creatable: true,
		fields: [
			{ name: 'question', label: 'Question', kind: 'text', localised: true, hint: 'Ends with a question mark.' },
			{ name: 'answer', label: 'Answer', kind: 'textarea', localised: true },
			positionField('in the home page’s FAQ'),
		],
	},
	// ---- online-course ----
	'online-course': {
		label: 'Featured online course',
		plural: 'Featured online courses',
		publicPath: () => '/',
		titleField: 'title',
		creatable: true,
		fields: [
			{ name: 'title', label: 'Title', kind: 'text', localised: true },
			{ name: 'description', label: 'Description', kind: 'textarea', localised: true, hint: 'At most 220 characters.' },
			{ name: 'image', label: 'Image', kind: 'image', hint: imageHint },
			{ name: 'imageAlt', label: 'Image alt text', kind: 'text', localised: true, hint: altHint },
			{ name: 'duration', label: 'Duration', kind: 'text', localised: true, hint: 'Such as “6 weeks”.' },
			{ name: 'category', label: 'Category', kind: 'text', localised: true },
			{ name: 'students', label: 'Students enrolled', kind: 'number' },
			{ name: 'rating', label: 'Rating (0 to 5)', kind: 'number', step: '0.1' },
			{ name: 'priceInr', label: 'Price in rupees, GST included', kind: 'number', hint: 'Shown on the home page and on /fees.' },
			positionField('on the home page and /fees'),
		],
	},
	// ---- service ----
	service: {
		label: 'Service page',
		plural: 'Service pages',
		publicPath: (key) => `/services/${key}`,
		titleField: 'name',
		creatable: false,
		fields: [
			{ name: 'name', label: 'Name', kind: 'text', localised: true, hint: 'The Services menu’s label and the page’s heading.' },
			{ name: 'summary', label: 'Summary', kind: 'textarea', localised: true, hint: 'One sentence (20 to 200 characters) for the overview card and search results.' },
			{ name: 'intro', label: 'Introduction', kind: 'textarea', localised: true, hint: paragraphsHint },
			{ name: 'figures', label: 'Figures', kind: 'textarea', localised: true, hint: 'One a line, as: value | label (such as “98% | Visa success rate for files we prepared”). Empty shows none.' },
			{ name: 'tableCaption', label: 'Table caption', kind: 'text', localised: true, hint: 'Empty shows no table.' },
			{ name: 'tableColumns', label: 'Table columns', kind: 'text', localised: true, hint: 'Column names on one line: Column | Column | Column.' },
			{ name: 'tableRows', label: 'Table rows', kind: 'textarea', localised: true, hint: 'One row a line, one cell per column: cell | cell | cell.' },
			{ name: 'tableNote', label: 'Note under the table', kind: 'text', localised: true },
			{ name: 'sections', label: 'Sections', kind: 'markdown', localised: true, hint: sectionsHint },
			...searchFields,
		],
	},
	// ---- about ----
	about: {
		label: 'About page',
		plural: 'About page',
		publicPath: () => '/about',
		titleField: 'directorTitle',
		title: 'About page',
		creatable: false,
		fields: [
			...slideNumbers.flatMap((n): FieldSpec[] => [
				{ name: `slide${n}`, label: `Slider image ${n}`, kind: 'image', hint: n === 1 ? `The slider at the top shows these six in turn. ${imageHint}` : imageHint },
				{ name: `slide${n}Alt`, label: `Slider image ${n}: alt text`, kind: 'text', localised: true, hint: altHint },
			]),
			{ name: 'story', label: 'Our story', kind: 'textarea', localised: true, hint: paragraphsHint },
			{ name: 'values', label: 'Our values', kind: 'textarea', localised: true, hint: 'Each value as a line “## Title”, then one paragraph.' },
			{ name: 'directorTitle', label: 'Director’s message: heading', kind: 'text', localised: true },
			{ name: 'directorMessage', label: 'Director’s message', kind: 'markdown', localised: true, hint: `At least two paragraphs. ${paragraphsHint}` },
			{ name: 'signedBy', label: 'Signed by', kind: 'text' },
			{ name: 'signedRole', label: 'Signer’s role', kind: 'text', localised: true },
			{ name: 'signerPhoto', label: 'Signer’s portrait', kind: 'image', hint: `${imageHint} Its alt text is “Portrait of” and the signer’s name.` },
		],
	},
	// ---- fee-schedule ----
	'fee-schedule': {
		label: 'Fees and refund policy',
		plural: 'Fees and refund policy',
		publicPath: () => '/fees',
		titleField: 'validFrom',
		title: 'Fees and refund policy',
		creatable: false,
		fields: [
			{ name: 'validFrom', label: 'Fees valid from', kind: 'date' },
			{
				name: 'fees',
				label: 'Fees',
				kind: 'markdown',
				localised: true,
				hint: 'A line “## Group title” starts a group. Then one fee a line, cells split by “|”: “Name | what is included | fee in rupees or Free | unit”; a classroom course “course: its key | what is included | fee | unit” (its name and duration come from the course); a featured online course “online: its key | what is included” (name, duration and price come from it).',
			},
			{ name: 'notes', label: 'Notes under the fees', kind: 'textarea', localised: true, hint: paragraphsHint },
			{ name: 'refundPolicy', label: 'Refund policy', kind: 'markdown', localised: true, hint: 'Each part as a line “## Heading”, then its points, one a line, starting “- ”.' },
		],
	},
	// ---- education-page ----
	'education-page': {
		label: 'Education page',
		plural: 'Education pages',
		publicPath: (key) => `/education/${key.replace('-', '/')}`,
		titleField: 'title',
		creatable: false,
		fields: [
			{ name: 'label', label: 'Menu label', kind: 'text', localised: true, hint: 'The link text in the Education menu, the footer and the family’s page, and the page’s heading.' },
			{ name: 'title', label: 'Title', kind: 'text', localised: true, hint: 'The page’s heading.' },
			{ name: 'description', label: 'Description', kind: 'textarea', localised: true, hint: '50 to 170 characters, for search results.' },
			{ name: 'intro', label: 'Introduction', kind: 'textarea', localised: true, hint: paragraphsHint },
			{ name: 'whoFor', label: 'Who it is for', kind: 'textarea', localised: true },
			{ name: 'duration', label: 'Duration', kind: 'text', localised: true },
			{ name: 'entryRequirements', label: 'Entry requirements', kind: 'textarea', localised: true, hint: 'One a line.' },
			{ name: 'leadsTo', label: 'What it leads to', kind: 'textarea', localised: true },
			{ name: 'feesNote', label: 'Note under the fees', kind: 'text', localised: true, hint: 'Optional.' },
			...searchFields,
		],
	},
	/* ---- Site settings: one entry (key "site"), the institute's details on every page ---- */
	'site-settings': {
		label: 'Site settings',
		plural: 'Site settings',
		publicPath: () => '/contact',
		titleField: 'name',
		creatable: false,
		fields: [
			{ name: 'name', label: 'Institute name', kind: 'text', localised: true },
			{ name: 'shortName', label: 'Short name', kind: 'text', localised: true, hint: 'Where the full name does not fit.' },
			{ name: 'tagline', label: 'Tagline', kind: 'text', localised: true, hint: 'Under the name in the footer and in search results.' },
			{ name: 'city', label: 'City', kind: 'text', localised: true },
			{ name: 'address', label: 'Address', kind: 'textarea', localised: true },
			{ name: 'phone', label: 'Phone', kind: 'text', hint: 'Such as +91 98765 43210: the header, footer, contact page and emails show it.' },
			{ name: 'whatsappNumber', label: 'WhatsApp number', kind: 'text', hint: 'Digits only with the country code, such as 919876543210.' },
			{ name: 'whatsappGreeting', label: 'WhatsApp greeting', kind: 'textarea', localised: true, hint: 'The message a chat from the site starts with.' },
			{ name: 'email', label: 'Email', kind: 'text' },
			{ name: 'openingHours', label: 'Opening hours', kind: 'text', localised: true },
			{ name: 'latitude', label: 'Map latitude', kind: 'text', hint: 'Between -90 and 90, such as 31.3256.' },
			{ name: 'longitude', label: 'Map longitude', kind: 'text', hint: 'Between -180 and 180, such as 75.5792.' },
			{ name: 'facebook', label: 'Facebook page', kind: 'text' },
			{ name: 'instagram', label: 'Instagram page', kind: 'text' },
			{ name: 'youtube', label: 'YouTube channel', kind: 'text' },
			{ name: 'linkedin', label: 'LinkedIn page', kind: 'text' },
			{
				name: 'licenceNumber',
				label: 'Licence or registration number (Punjab Travel Professionals (Regulation) Act)',
				kind: 'text',
				hint: 'Optional. Shown in the footer, contact and fees pages when set.',
			},
			{ name: 'gstin', label: 'GSTIN', kind: 'text', hint: 'Optional. 15 characters, such as 03ABCDE1234F1Z5.' },
			{ name: 'yearFounded', label: 'Year founded', kind: 'number', hint: 'Optional.' },
			{ name: 'grievanceOfficerName', label: 'Grievance officer’s name', kind: 'text', hint: 'Optional. Named on the privacy page.' },
			{ name: 'grievanceOfficerEmail', label: 'Grievance officer’s email', kind: 'text', hint: 'Optional.' },
		],
	},
	/* ---- Eligibility rules (issue 19): what /eligibility weighs a family's answers against ---- */
	'eligibility-rule': {
		label: 'Eligibility rule',
		plural: 'Eligibility rules',
		publicPath: () => '/eligibility',
		titleField: 'rule',
		creatable: true,
		fields: [
			{ name: 'country', label: 'Country', kind: 'select', options: countryDirectory.map((country) => ({ value: country.id, label: country.name })) },
			{
				name: 'level',
				label: 'Level',
				kind: 'select',
				options: [
					{ value: 'any', label: 'Any level' },
					{ value: 'undergraduate', label: 'Undergraduate (after Class 12 or a diploma)' },
					{ value: 'postgraduate', label: 'Postgraduate (after a degree)' },
				],
			},
			{
				name: 'measure',
				label: 'What it measures',
				kind: 'select',
				options: [
					{ value: 'ielts', label: 'IELTS score' },
					{ value: 'pte', label: 'PTE score' },
					{ value: 'toefl', label: 'TOEFL iBT score' },
					{ value: 'duolingo', label: 'Duolingo English Test score' },
					{ value: 'percentage', label: 'Marks in the last qualification (%; a CGPA is read as its share of the scale)' },
					{ value: 'gap-years', label: 'Gap years (fewer is better)' },
					{ value: 'budget-lakhs', label: 'Budget a year, in lakhs of rupees' },
					{ value: 'set-by-university', label: 'No official threshold: each university decides (always “possible”; thresholds unused)' },
					{ value: 'budget-first-year', label: 'Budget against the guide’s proof of funds plus lowest first-year tuition (thresholds unused)' },
					{ value: 'note', label: 'A general note that decides nothing (thresholds unused)' },
				],
			},
			{ name: 'likely', label: 'Likely from', kind: 'number', step: 'any', hint: 'At or above this value the result is “likely” (gap years: at or below it).' },
			{ name: 'possible', label: 'Possible from (optional)', kind: 'number', step: 'any', hint: 'At or above this value “possible” (gap years: at or below it); below it “unlikely”. Empty: below “likely from” is unlikely.' },
			{ name: 'rule', label: 'The rule in words', kind: 'textarea', localised: true, hint: 'What the family reads as the reason, such as “UKVI asks for English at CEFR level B2 for degree-level study”.' },
			{
				name: 'basis',
				label: 'Basis',
				kind: 'select',
				options: [
					{ value: 'official', label: 'Official threshold (from the source)' },
					{ value: 'guide', label: 'General guide (our experience, not an official threshold)' },
				],
			},
			{ name: 'sourceName', label: 'Source', kind: 'text', hint: 'Such as GOV.UK: Student visa, knowledge of English.' },
			{ name: 'sourceUrl', label: 'Source address', kind: 'text', hint: 'The official page, starting with https://.' },
			{ name: 'asOf', label: 'As of', kind: 'date', hint: 'The date the rule holds from, or the day it was read on the source.' },
			{ name: 'closeGap', label: 'What closes the gap (optional)', kind: 'textarea', localised: true, hint: 'Such as “Our IELTS preparation course”.' },
			{ name: 'closeGapLink', label: 'Page that helps (optional)', kind: 'text', hint: 'A page of this site, such as /education/ielts/preparation.' },
		],
	},
	/* ---- Country guides (issue 15): English, with Punjabi and Hindi for the why-study text, fast facts and FAQs; their own editor (GuideEditor) for the lists; these name the diff's parts ---- */
	'country-guide': {
		label: 'Country guide',
		plural: 'Country guides',
		publicPath: (key) => `/country/${key}`,
		titleField: 'name',
		creatable: false,
		fields: [
			{ name: 'name', label: 'Country name', kind: 'text' },
			{ name: 'flagUrl', label: 'Flag', kind: 'select' },
			{ name: 'heroImage', label: 'Hero image', kind: 'image' },
			{ name: 'fastFacts', label: 'Fast facts', kind: 'structured' },
			{ name: 'topUniversities', label: 'Top universities', kind: 'structured' },
			{ name: 'admissionRequirements', label: 'Admission requirements', kind: 'structured' },
			{ name: 'scholarships', label: 'Scholarships', kind: 'structured' },
			{ name: 'visa', label: 'Visa', kind: 'structured' },
			{ name: 'weather', label: 'Weather', kind: 'structured' },
			{ name: 'costOfLiving', label: 'Cost of living', kind: 'structured' },
			{ name: 'workOpportunities', label: 'Work opportunities', kind: 'structured' },
			{ name: 'faqs', label: 'FAQs', kind: 'structured' },
			{ name: 'sources', label: 'Sources', kind: 'structured' },
			{ name: 'translations', label: 'Punjabi and Hindi', kind: 'structured' },
		],
	},
	/* ---- The home page's hero and About block (one entry, key "home") ---- */
	'home-page': {
		label: 'Home page',
		plural: 'Home page',
		publicPath: () => '/',
		titleField: 'heroTitle',
		title: 'Home page',
		creatable: false,
		unpublish: backToShippedText,
		fields: [
			{ name: 'heroEyebrow', label: 'Hero: line above the heading', kind: 'text', localised: true, hint: siteDetailsHint },
			{ name: 'heroTitle', label: 'Hero: heading', kind: 'text', localised: true },
			{ name: 'heroText', label: 'Hero: text', kind: 'textarea', localised: true, hint: siteDetailsHint },
			{ name: 'enquireLabel', label: 'Hero: enquiry button', kind: 'text', localised: true, hint: 'Opens the enquiry form.' },
			{ name: 'coursesLabel', label: 'Hero: courses button', kind: 'text', localised: true, hint: 'Leads to /courses.' },
			{ name: 'bookLabel', label: 'Hero: booking button', kind: 'text', localised: true, hint: 'Leads to /book.' },
			{ name: 'heroImage', label: 'Hero: picture', kind: 'image', hint: imageHint },
			{ name: 'heroImageAlt', label: 'Hero: picture’s alt text', kind: 'text', localised: true, hint: altHint },
			{ name: 'aboutEyebrow', label: 'About block: line above the heading', kind: 'text', localised: true },
			{ name: 'aboutTitle', label: 'About block: heading', kind: 'text', localised: true, hint: siteDetailsHint },
			{ name: 'aboutText', label: 'About block: text', kind: 'textarea', localised: true, hint: siteDetailsHint },
			...homeFeatureNumbers.flatMap((n): FieldSpec[] => [
				{ name: `feature${n}Title`, label: `About block: feature ${n} heading`, kind: 'text', localised: true },
				{ name: `feature${n}Text`, label: `About block: feature ${n} text`, kind: 'textarea', localised: true },
			]),
			{ name: 'aboutLinkLabel', label: 'About block: link to /about', kind: 'text', localised: true },
			...homeSections.flatMap((section): FieldSpec[] => [
				...(section.eyebrow ? [{ name: `${section.name}Eyebrow`, label: `${section.label}: line above the heading`, kind: 'text', localised: true } as const] : []),
				{ name: `${section.name}Title`, label: `${section.label}: heading`, kind: 'text', localised: true },
				...(section.lead ? [{ name: `${section.name}Lead`, label: `${section.label}: text under the heading`, kind: 'textarea', localised: true } as const] : []),
			]),
			...searchFields,
		],
	},
	/* ---- The heading band of a page that has no entry of its own to hold it (pageIntroKeys), and the page's search-engine texts ---- */
	'page-intro': {
		label: 'Page introduction',
		plural: 'Page introductions',
		publicPath: (key) => `/${key}`,
		titleField: 'title',
		creatable: false,
		unpublish: backToShippedText,
		fields: [
			{ name: 'eyebrow', label: 'Line above the heading', kind: 'text', localised: true, hint: 'Optional.' },
			{ name: 'title', label: 'Heading', kind: 'text', localised: true, hint: 'The page’s one h1.' },
			{ name: 'intro', label: 'Introduction', kind: 'textarea', localised: true, hint: `Optional. ${paragraphsHint}` },
			{ name: 'sectionTitle', label: 'Heading of the story section', kind: 'text', localised: true, keys: ['about'] },
			{ name: 'linkLabel', label: 'Link to /team', kind: 'text', localised: true, keys: ['about'], hint: 'Under the Managing Director’s message.' },
			{
				name: 'note',
				label: 'Note',
				kind: 'textarea',
				localised: true,
				keys: ['services', 'contact'],
				hint: 'Text in [square brackets] is the link: on /services, to /fees, at the foot of the page while /fees is on the site; on /contact, to /book, under the introduction.',
			},
			...searchFields,
		],
	},
	/* ---- The privacy notice and terms of use (/privacy; one entry, key "privacy") ---- */
	'privacy-page': {
		label: 'Privacy and terms page',
		plural: 'Privacy and terms page',
		publicPath: () => '/privacy',
		titleField: 'title',
		title: 'Privacy and terms page',
		creatable: false,
		unpublish: backToShippedText,
		fields: [
			{ name: 'eyebrow', label: 'Line above the heading', kind: 'text', localised: true, hint: 'Optional.' },
			{ name: 'title', label: 'Heading', kind: 'text', localised: true, hint: 'The page’s one h1.' },
			{ name: 'intro', label: 'Introduction', kind: 'textarea', localised: true, hint: 'Under the heading. {updated} stands for the date below.' },
			{ name: 'updated', label: 'Last updated', kind: 'date', hint: 'Change it whenever the text changes in substance.' },
			{ name: 'body', label: 'Text (Markdown)', kind: 'markdown', localised: true, hint: `A line “## Heading” starts a section; a blank line starts a paragraph, “- ” a list item; **bold**, [link text](/fees). ${privacyDetailsHint}` },
			...searchFields,
		],
	},
	/* ---- The title and description for search engines of the pages with no other entry (pageSearchKeys) ---- */
	'page-search': {
		label: 'Search engine texts',
		plural: 'Search engine texts',
		publicPath: (key) => `/${key}`,
		titleField: 'metaTitle',
		keyTitles: { enquire: 'Enquire (/enquire)', plan: 'Cost and funding planner (/plan)', compare: 'Compare countries (/compare)', eligibility: 'Eligibility check (/eligibility)', newsletter: 'Newsletter (/newsletter)' },
		creatable: false,
		unpublish: backToShippedText,
		fields: searchFields,
	},
	/* ---- The top navigation's links to single pages (one entry, key "main"); the menus' pages have their own labels ---- */
	menu: {
		label: 'Menu labels',
		plural: 'Menu labels',
		publicPath: () => '/',
		titleField: 'home',
		title: 'Menu labels',
		creatable: false,
		unpublish: backToShippedText,
		fields: [
			{ name: 'home', label: 'Home link', kind: 'text', localised: true },
			{ name: 'courses', label: 'Courses link', kind: 'text', localised: true, hint: 'Leads to /courses.' },
			{ name: 'about', label: 'About link', kind: 'text', localised: true },
			{ name: 'contact', label: 'Contact link', kind: 'text', localised: true },
		],
	},
}

/** The site settings are one entry, by this key. */
export const SITE_SETTINGS_KEY = 'site'
/** The home page's texts and the menu labels are one entry each, by these keys. */
export const HOME_PAGE_KEY = 'home'
export const MENU_KEY = 'main'
/** The pages whose heading band is a 'page-intro' entry, by key (the page's path without its slash). */
export const pageIntroKeys = ['about', 'team', 'services', 'journal', 'contact', 'fees', 'book', 'courses', 'country', 'education'] as const
export type PageIntroKey = (typeof pageIntroKeys)[number]
/** The privacy page's text is one entry, by this key. */
export const PRIVACY_PAGE_KEY = 'privacy'
/** The pages whose only editable text is their title and description for search engines ('page-search'), by key (the path without its slash). */
export const pageSearchKeys = ['enquire', 'plan', 'compare', 'eligibility', 'newsletter'] as const
export type PageSearchKey = (typeof pageSearchKeys)[number]

export const languages = [
	{ code: 'en', label: 'English' },
	{ code: 'pa', label: 'Punjabi' },
	{ code: 'hi', label: 'Hindi' },
] as const

export const contentStateLabels = { draft: 'Draft', published: 'Published', unpublished: 'Unpublished' } as const

export const studioMessages = {
	stale: 'Someone else saved this entry after you opened it, so your changes were not saved. Your text is kept below: copy what you need, then load the latest version.',
	saved: 'Draft saved. Visitors still see the published version.',
	published: 'Published: the site shows it now.',
	discarded: 'Draft discarded.',
	unpublished: 'Unpublished: the entry is off the site.',
	restored: 'Revision restored as a draft: check it, then publish.',
	nothingToPublish: 'There is nothing to publish.',
	nothingToDiscard: 'There is no draft to discard.',
	unknownRevision: 'That revision does not exist.',
	unknownAction: 'That action is not known. Please reload the page.',
	unsavedChanges: 'You have unsaved changes. Leave this page and lose them?',
	keyTaken: 'An entry with this key exists already: choose another.',
	nothingToPreview: 'There is nothing to preview yet: save a draft first.',
	reviewed: 'Marked as reviewed: the guide shows today’s date and your name.',
} as const
