import { type FieldMetadata, getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { Form, Link, useBlocker, useNavigation } from 'react-router'
import { FieldGroup, FormError, type FormMeta, type FormResult, FormStatus, SelectField, SubmitButton, succeeded, TextAreaField, TextField } from '~/components/ui/form'
import { type contentStateLabels, contentTypes, type FieldSpec, languages, studioMessages } from './content-types'
import type { FieldChange } from './content-diff'
import { ChangeList } from './ChangeList'
import type { ContentTypeName, FlatContentType } from './content-types'
import { documentSchemas, editorSchema } from './studio-schema'
import { imageMessages, type UploadedImage } from './images'

/** A document as the form sees it: each field a value, or (localised) its three language versions. */
type Localised = { en?: string | null; pa?: string | null; hi?: string | null }
type Document = Record<string, string | number | null | Localised>
type EditorForm = { intent: 'save' | 'publish'; version: number; document: Document }

export const editorFormIds = { edit: 'content-editor', discard: 'content-discard', unpublish: 'content-unpublish', restore: 'content-restore', review: 'content-review' } as const

export type EntryEditorProps = {
	/** Country guides have their own editor (GuideEditor): their lists do not fit these fields. */
	type: FlatContentType
	entry: { key: string; state: keyof typeof contentStateLabels; version: number; published: unknown; draft: unknown; updatedByName: string | null; updatedAt: string }
	draftChanges: FieldChange[]
	result: FormResult | undefined
	/** The uploaded images an image field offers. */
	images: UploadedImage[]
	/** By image field: the picture the site shipped for this entry, offered beside the uploads. */
	shippedImages?: Record<string, string>
}

/**
 * The editor of one entry: every field of its type (text fields in English, Punjabi and Hindi side
 * by side), Save draft and Publish. Checked by the type's schema here and again by the server;
 * leaving with unsaved changes asks first.
 */
export function EntryEditor({ type, entry, draftChanges, result, images, shippedImages = {} }: EntryEditorProps) {
	const spec = contentTypes[type]
	const schema = editorSchema(documentSchemas[type])
	const navigation = useNavigation()
	const pendingIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
	const editResult = result?.formId === editorFormIds.edit ? result : undefined
	const [form, fields] = useForm<EditorForm>({
		id: editorFormIds.edit,
		lastResult: editResult,
		defaultValue: { document: (entry.draft ?? entry.published ?? {}) as Document },
		constraint: getZodConstraint(schema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	const [dirty, setDirty] = useState(false)
	// A save or publish that went through is what the page now shows: nothing is unsaved.
	useEffect(() => {
		if (succeeded(editResult)) setDirty(false)
	}, [editResult])
	useUnsavedChangesWarning(dirty && navigation.state === 'idle')
	const document = fields.document.getFieldset()

	return (
		<Form method="post" {...getFormProps(form)} onInput={() => setDirty(true)} className="space-y-6">
			<input type="hidden" name="version" value={entry.version} />
			{spec.fields
				.filter((field) => !field.keys || field.keys.includes(entry.key))
				.map((field) => (
					<EditorField key={field.name} field={field} meta={document[field.name]!} images={images} shipped={shippedImages[field.name]} editorPath={`/admin/content/${type}/${entry.key}`} />
				))}
			<EditorActionBar form={form} editResult={editResult} draftChanges={draftChanges} hasDraft={entry.draft !== null} pendingIntent={pendingIntent} />
		</Form>
	)
}

/**
 * The foot of an entry's editor (EntryEditor and GuideEditor): the form's messages, what the saved
 * draft changes, and Save draft, Publish and the draft's preview.
 */
export function EditorActionBar({
	form,
	editResult,
	draftChanges,
	hasDraft,
	pendingIntent,
}: {
	form: FormMeta
	editResult: FormResult | undefined
	draftChanges: FieldChange[]
	hasDraft: boolean
	pendingIntent: FormDataEntryValue | null | undefined
}) {
	return (
		<>
			<FormError form={form} />
			<FormStatus>{succeeded(editResult) ? editResult.message : ''}</FormStatus>
			{draftChanges.length > 0 ? (
				<section aria-labelledby="draft-changes" className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
					<h2 id="draft-changes" className="text-lg font-bold text-brand-900">
						The saved draft changes
					</h2>
					<ChangeList changes={draftChanges} />
				</section>
			) : null}
			<div className="flex flex-wrap gap-3">
				<SubmitButton name="intent" value="save" variant="secondary" pending={pendingIntent === 'save'} pendingText="Saving…">
					Save draft
				</SubmitButton>
				<SubmitButton name="intent" value="publish" pending={pendingIntent === 'publish'} pendingText="Publishing…">
					Publish
				</SubmitButton>
				{hasDraft ? (
					<Link to="preview" relative="path" className="inline-flex items-center rounded-full px-5 py-3 font-semibold text-brand-800 underline">
						Preview the saved draft
					</Link>
				) : null}
			</div>
		</>
	)
}

type EditorFieldProps = { field: FieldSpec; meta: FieldMetadata<Document[string]>; images: UploadedImage[]; shipped: string | undefined; editorPath: string }

function EditorField({ field, meta, images, shipped, editorPath }: EditorFieldProps) {
	if (field.kind === 'image') return <ImageField field={field} meta={meta} images={images} shipped={shipped} editorPath={editorPath} />
	if (!field.localised) {
		if (field.kind === 'textarea') return <TextAreaField meta={meta} label={field.label} hint={field.hint} rows={4} />
		if (field.kind === 'select') return <SelectField meta={meta} label={field.label} hint={field.hint} options={field.options ?? []} className="max-w-xl" />
		const type = field.kind === 'number' ? 'number' : field.kind === 'date' ? 'date' : 'text'
		return <TextField meta={meta} label={field.label} hint={field.hint} type={type} step={field.step} className="max-w-xl" />
	}
	const versions = (meta as FieldMetadata<Localised>).getFieldset()
	return (
		<FieldGroup legend={field.label} hint={field.hint} className="rounded-2xl border border-slate-200 bg-white p-4">
			<div className="mt-2 grid gap-4 lg:grid-cols-3">
				{languages.map((language) => {
					const version = versions[language.code]!
					const label = `${field.label} (${language.label}${language.code === 'en' ? '' : ', optional'})`
					return field.kind === 'textarea' || field.kind === 'markdown' ? (
						<TextAreaField key={language.code} meta={version} label={label} rows={field.kind === 'markdown' ? 18 : 6} lang={language.code} />
					) : (
						<TextField key={language.code} meta={version} label={label} lang={language.code} />
					)
				})}
			</div>
		</FieldGroup>
	)
}

/**
 * An image: one of the uploaded images (by its path), the picture the site shipped for this entry
 * (always offered, so an upload can be undone), or the path the entry has now if it is neither.
 * Uploading happens on the images page, which leads back here.
 */
function ImageField({ field, meta, images, shipped, editorPath }: EditorFieldProps) {
	const current = typeof meta.initialValue === 'string' ? meta.initialValue : ''
	const options = [
		...(meta.required ? [] : [{ value: '', label: 'No image (the site shows its fallback)' }]),
		...(shipped ? [{ value: shipped, label: `The picture shipped with the site (${shipped})` }] : []),
		...(current && current !== shipped && !images.some((image) => image.url === current) ? [{ value: current, label: `Now: ${current}` }] : []),
		...images.map((image) => ({ value: image.url, label: `${image.alt.en} (${image.width} × ${image.height})` })),
	]
	return (
		<div className="max-w-xl">
			{/* A new entry's required picture starts unchosen: the browser would otherwise pick the newest upload unasked. */}
			<SelectField meta={meta} label={field.label} hint={field.hint} options={options} placeholder={meta.required && !current ? imageMessages.chooseImage : undefined} />
			<Link to={`/admin/content/images?back=${encodeURIComponent(editorPath)}`} className="mt-2 inline-block font-semibold text-brand-800 underline">
				Upload a new image
			</Link>
		</div>
	)
}

/** Unsaved changes: the browser asks before the tab closes or reloads, the app before it navigates away. */
export function useUnsavedChangesWarning(when: boolean) {
	const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname)
	useEffect(() => {
		if (blocker.state !== 'blocked') return
		if (window.confirm(studioMessages.unsavedChanges)) blocker.proceed()
		else blocker.reset()
	}, [blocker])
	useEffect(() => {
		if (!when) return
		const warn = (event: BeforeUnloadEvent) => event.preventDefault()
		window.addEventListener('beforeunload', warn)
		return () => window.removeEventListener('beforeunload', warn)
	}, [when])
}

/** The forms beside the editor: discard the draft, take the entry off the site (or, for a text a page needs, back to the shipped one). */
export function EntryActions({ type, entry, result }: { type: ContentTypeName } & Pick<EntryEditorProps, 'entry' | 'result'>) {
	const unpublish = contentTypes[type].unpublish
	const navigation = useNavigation()
	const pendingIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
	const messageFor = (formId: string) => (result?.formId === formId ? result : undefined)
	return (
		<div className="space-y-4">
			{entry.draft !== null ? (
				<ActionForm result={messageFor(editorFormIds.discard)} version={entry.version} intent="discard" pending={pendingIntent === 'discard'} label="Discard the draft" />
			) : null}
			{entry.state === 'published' ? (
				<div>
					{unpublish ? <p className="mb-2 text-sm text-slate-700">{unpublish.help}</p> : null}
					<ActionForm
						result={messageFor(editorFormIds.unpublish)}
						version={entry.version}
						intent="unpublish"
						pending={pendingIntent === 'unpublish'}
						label={unpublish?.label ?? 'Unpublish (take off the site)'}
					/>
				</div>
			) : entry.state === 'unpublished' && unpublish ? (
				<p role="status" className="text-sm text-slate-700">
					{unpublish.done}
				</p>
			) : (
				// The Unpublish form is gone once the entry is off the site: its answer is said here instead.
				<FormStatus>{succeeded(messageFor(editorFormIds.unpublish)) ? studioMessages.unpublished : ''}</FormStatus>
			)}
		</div>
	)
}

export function ActionForm({
	result,
	version,
	intent,
	pending,
	label,
	extra,
}: {
	result: FormResult | undefined
	version: number
	intent: string
	pending: boolean
	label: string
	extra?: Record<string, string>
}) {
	const errors = result && !succeeded(result) ? Object.values(result.error ?? {}).flat() : []
	return (
		<Form method="post">
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="version" value={version} />
			{Object.entries(extra ?? {}).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<SubmitButton variant="secondary" pending={pending}>
				{label}
			</SubmitButton>
			{errors.length > 0 ? (
				<p role="alert" className="mt-2 text-sm font-medium text-red-700">
					{errors.join(' ')}
				</p>
			) : null}
			<FormStatus>{succeeded(result) ? result.message : ''}</FormStatus>
		</Form>
	)
}
