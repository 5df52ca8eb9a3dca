/*
 * What the studio's pages know of each content type without zod: names, labels and the fields the
 * editor shows (the schemas are in studio-schema.ts). Public pages never import this module.
 */

export const contentTypeNames = ['course', 'journal-post'] as const
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
}

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
