/*
 * What the studio's pages know of each content type without zod: names, labels and the fields the
 * editor shows (the schemas are in studio-schema.ts). Public pages never import this module.
 */

export const contentTypeNames = ['course', 'journal-post', 'site-settings'] as const
export type ContentTypeName = (typeof contentTypeNames)[number]

export type FieldKind = 'text' | 'textarea' | 'markdown' | 'number' | 'date' | 'select' | 'image'

/** One field of the editor; `localised` fields hold English (required) and optional Punjabi and Hindi. */
export type FieldSpec = { name: string; label: string; kind: FieldKind; localised?: boolean; hint?: string; options?: readonly { value: string; label: string }[] }

export type ContentTypeSpec = {
	label: string
	plural: string
	/** Where the published entry shows, for the "View on site" link and the preview. */
	publicPath: (key: string) => string
	/** The field the lists show as the entry's title. */
	titleField: string
	fields: FieldSpec[]
}

export const contentTypes: Record<ContentTypeName, ContentTypeSpec> = {
	course: {
		label: 'Course',
		plural: 'Courses',
		publicPath: (key) => `/course/${key}`,
		titleField: 'ProgramName',
		fields: [
			{ name: 'ProgramName', label: 'Program name', kind: 'text', localised: true },
			{ name: 'ProgramDescription', label: 'Program description', kind: 'textarea', localised: true },
			{ name: 'Type', label: 'Type', kind: 'text', hint: 'Family and sub-type, such as ielts-academic or university-phd: the menus find courses by it.' },
			{ name: 'SubType', label: 'Level (sub-type)', kind: 'text', localised: true, hint: 'Empty shows “Certificate”.' },
			{ name: 'Duration', label: 'Duration', kind: 'text', localised: true, hint: 'Such as “8 weeks”. Empty shows “4 months”.' },
			{ name: 'Eligibility', label: 'Eligibility', kind: 'textarea', localised: true, hint: 'Empty shows “No specific requirements”.' },
			{ name: 'ImageURL', label: 'Image', kind: 'image', hint: 'Choose an uploaded image, or upload a new one first.' },
			{ name: 'position', label: 'Display order', kind: 'number', hint: 'Lower numbers come first; the home page shows the first three.' },
		],
	},
	'journal-post': {
		label: 'Journal post',
		plural: 'Journal posts',
		publicPath: (key) => `/journal/${key}`,
		titleField: 'title',
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
			{ name: 'cover', label: 'Cover image', kind: 'image', hint: 'Choose an uploaded image, or upload a new one first.' },
			{ name: 'coverAlt', label: 'Cover image alt text', kind: 'text', localised: true },
		],
	},
	/* ---- Site settings: one entry (key "site"), the institute's details on every page ---- */
	'site-settings': {
		label: 'Site settings',
		plural: 'Site settings',
		publicPath: () => '/contact',
		titleField: 'name',
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
}

/** The site settings are one entry, by this key. */
export const SITE_SETTINGS_KEY = 'site'

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
} as const
