import { type FieldMetadata, type FormMetadata, getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { type ReactNode, useEffect, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { FieldGroup, HiddenField, SelectField, succeeded, TextAreaField, TextField } from '~/components/ui/form'
import { type CountryDocumentInput, flagKeys, type Scholarship, scholarshipList } from '~/features/countries/country-guide'
import { countryDocumentSchema } from '~/features/countries/country-schema'
import { countryTabs } from '~/features/countries/country-tabs'
import type { FieldChange } from './content-diff'
import { EditorActionBar, editorFormIds, type EntryEditorProps, useUnsavedChangesWarning } from './EntryEditor'
import type { UploadedImage } from './images'
import { editorSchema } from './studio-schema'

/*
 * The country guide's editor (issue 15): every field of the guide's schema, grouped as the public
 * page's eight tabs, with the lists (universities, scholarships, visa types, costs, jobs, FAQs…)
 * as rows to add, remove and move. It is the studio's editor for one more type: the same form
 * id, intents, version, unsaved-changes warning and draft summary as EntryEditor, checked by the
 * guide's own schema here and again by the server. Text is plain text, whatever it holds.
 */

type GuideForm = { intent: 'save' | 'publish'; version: number; document: CountryDocumentInput }

const schema = editorSchema(countryDocumentSchema)

/** Where each tab's fields start: the editor's own anchors, in the page's tab order. */
const sectionId = (tab: string) => `guide-${tab}`

export function GuideEditor({
	entry,
	draftChanges,
	result,
	images,
	shippedHero,
}: Pick<EntryEditorProps, 'entry' | 'result' | 'images'> & { draftChanges: FieldChange[]; shippedHero: string | undefined }) {
	const navigation = useNavigation()
	const pendingIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
	const editResult = result?.formId === editorFormIds.edit ? result : undefined
	const stored = (entry.draft ?? entry.published) as CountryDocumentInput
	const [form, fields] = useForm<GuideForm>({
		id: editorFormIds.edit,
		lastResult: editResult,
		// SPEC allows one scholarship as an object; the editor always edits a list. Each language has a row per English FAQ.
		defaultValue: { document: { ...stored, scholarships: scholarshipList(stored.scholarships as Scholarship | Scholarship[]), translations: translationRows(stored) } },
		constraint: getZodConstraint(schema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
		shouldRevalidate: 'onInput',
	})
	const [dirty, setDirty] = useState(false)
	useEffect(() => {
		if (succeeded(editResult)) setDirty(false)
	}, [editResult])
	useUnsavedChangesWarning(dirty && navigation.state === 'idle')
	const guide = fields.document.getFieldset()
	const facts = guide.fastFacts.getFieldset()
	const cost = guide.costOfLiving.getFieldset()
	const work = guide.workOpportunities.getFieldset()
	// The form always holds a list (see defaultValue), never SPEC's single object.
	const scholarships = guide.scholarships as unknown as FieldMetadata<Scholarship[] | undefined>

	return (
		<Form method="post" {...getFormProps(form)} onInput={() => setDirty(true)} className="space-y-8">
			<input type="hidden" name="version" value={entry.version} />
			<HiddenField meta={guide.id} />
			<nav aria-label="The guide’s tabs" className="rounded-2xl border border-slate-200 bg-white p-4">
				<ul className="flex flex-wrap gap-x-4 gap-y-2">
					{countryTabs.map((tab) => (
						<li key={tab.value}>
							<a href={`#${sectionId(tab.value)}`} className="font-semibold text-brand-800 underline">
								{tab.label}
							</a>
						</li>
					))}
					<li>
						<a href="#guide-sources" className="font-semibold text-brand-800 underline">
							SOURCES
						</a>
					</li>
				</ul>
			</nav>

			<Section tab="fast-facts">
				<TextField meta={guide.name} label="Country name" className="max-w-xl" />
				<SelectField meta={guide.flagUrl} label="Flag" options={flagKeys.map((flag) => ({ value: flag, label: flag }))} className="max-w-xl" />
				<HeroImageField meta={guide.heroImage} images={images} shipped={shippedHero} editorPath={`/admin/content/country-guide/${entry.key}`} />
				<div className="grid gap-4 md:grid-cols-2">
					<TextField meta={facts.gdp} label="GDP" />
					<TextField meta={facts.dialingCode} label="Dialing code" />
					<TextField meta={facts.currency} label="Currency" />
					<TextField meta={facts.universities} label="Universities" />
				</div>
				<TextAreaField meta={facts.whyStudy} label="Why study here" rows={5} />
				<ListEditor form={form} meta={guide.weather} legend="Weather" item="City" add="a city" newRow={{ city: '', min: 0, max: 0 }}>
					{(row, label) => {
						const w = row.getFieldset()
						return (
							<div className="grid gap-3 md:grid-cols-3">
								<TextField meta={w.city} label={`${label}: city`} />
								<TextField meta={w.min} label={`${label}: lowest °C`} type="number" step="any" />
								<TextField meta={w.max} label={`${label}: highest °C`} type="number" step="any" />
							</div>
						)
					}}
				</ListEditor>
			</Section>

			<Section tab="top-universities">
				<ListEditor form={form} meta={guide.topUniversities} legend="Top universities" item="University" add="a university" newRow={{ name: '', location: '', logo: '', ielts: '', ranking: '' }}>
					{(row, label) => {
						const u = row.getFieldset()
						return (
							<div className="grid gap-3 md:grid-cols-2">
								<TextField meta={u.name} label={`${label}: name`} />
								<TextField meta={u.location} label={`${label}: location`} />
								<TextField meta={u.ielts} label={`${label}: IELTS`} />
								<TextField meta={u.ranking} label={`${label}: ranking`} />
								<TextField meta={u.logo} label={`${label}: logo path`} hint="Optional: empty shows the initials." />
							</div>
						)
					}}
				</ListEditor>
			</Section>

			<Section tab="admissions">
				<ListEditor form={form} meta={guide.admissionRequirements} legend="Admission requirements" item="Requirement" add="a requirement" newRow="">
					{(row, label) => <TextAreaField meta={row} label={label} rows={2} />}
				</ListEditor>
			</Section>

			<Section tab="scholarships">
				<ListEditor form={form} meta={scholarships} legend="Scholarships" item="Scholarship" add="a scholarship" newRow={{ name: '', link: '' }}>
					{(row, label) => {
						const s = row.getFieldset()
						return (
							<div className="grid gap-3 md:grid-cols-2">
								<TextField meta={s.name} label={`${label}: name`} />
								<TextField meta={s.link} label={`${label}: link`} type="url" hint="An https address." />
							</div>
						)
					}}
				</ListEditor>
			</Section>

			<Section tab="visa">
				<ListEditor form={form} meta={guide.visa.getFieldset().types} legend="Visa types" item="Visa type" add="a visa type" newRow={{ title: '', cost: '', type: '', description: '' }}>
					{(row, label) => {
						const v = row.getFieldset()
						return (
							<div className="grid gap-3 md:grid-cols-3">
								<TextField meta={v.title} label={`${label}: title`} />
								<TextField meta={v.cost} label={`${label}: cost`} />
								<TextField meta={v.type} label={`${label}: type`} />
								<TextAreaField meta={v.description} label={`${label}: description`} rows={3} className="md:col-span-3" />
							</div>
						)
					}}
				</ListEditor>
			</Section>

			<Section tab="cost-of-living">
				<TextField meta={cost.gaugePosition} label="Gauge position" hint="Degrees: 0 is the cheapest end, 180 the dearest." type="number" step="any" className="max-w-xs" />
				<ListEditor form={form} meta={cost.expances} legend="Expenses" item="Expense" add="an expense" newRow={{ category: '', range: '' }}>
					{(row, label) => {
						const e = row.getFieldset()
						return (
							<div className="grid gap-3 md:grid-cols-2">
								<TextField meta={e.category} label={`${label}: category`} />
								<TextField meta={e.range} label={`${label}: range`} />
							</div>
						)
					}}
				</ListEditor>
				<ListEditor form={form} meta={cost.breakdown} legend="Cost breakdown" item="Breakdown" add="a breakdown" newRow={{ category: '', items: [{ name: '', cost: '' }] }}>
					{(row, label) => {
						const b = row.getFieldset()
						return (
							<div className="space-y-3">
								<TextField meta={b.category} label={`${label}: category`} className="max-w-xl" />
								<ListEditor form={form} meta={b.items} legend={`${label}: items`} item={`${label} item`} add={`an item to ${label}`} newRow={{ name: '', cost: '' }}>
									{(itemRow, itemLabel) => {
										const i = itemRow.getFieldset()
										return (
											<div className="grid gap-3 md:grid-cols-2">
												<TextField meta={i.name} label={`${itemLabel}: name`} />
												<TextField meta={i.cost} label={`${itemLabel}: cost`} />
											</div>
										)
									}}
								</ListEditor>
							</div>
						)
					}}
				</ListEditor>
			</Section>

			<Section tab="work-opportunities">
				<TextAreaField meta={work.intro} label="Introduction" rows={4} />
				<ListEditor form={form} meta={work.options} legend="Work options" item="Option" add="an option" newRow={{ title: '', description: '' }}>
					{(row, label) => {
						const o = row.getFieldset()
						return (
							<div className="grid gap-3">
								<TextField meta={o.title} label={`${label}: title`} className="max-w-xl" />
								<TextAreaField meta={o.description} label={`${label}: description`} rows={3} />
							</div>
						)
					}}
				</ListEditor>
				<ListEditor form={form} meta={work.jobs} legend="Jobs" item="Job" add="a job" newRow={{ title: '', pay: '', description: '' }}>
					{(row, label) => {
						const j = row.getFieldset()
						return (
							<div className="grid gap-3 md:grid-cols-2">
								<TextField meta={j.title} label={`${label}: title`} />
								<TextField meta={j.pay} label={`${label}: pay`} />
								<TextAreaField meta={j.description} label={`${label}: description`} rows={3} className="md:col-span-2" />
							</div>
						)
					}}
				</ListEditor>
				<ListEditor form={form} meta={work.regulations} legend="Regulations" item="Regulation" add="a regulation" newRow={{ title: '', points: '' }}>
					{(row, label) => {
						const r = row.getFieldset()
						return (
							<div className="grid gap-3">
								<TextField meta={r.title} label={`${label}: title`} className="max-w-xl" />
								<TextAreaField meta={r.points} label={`${label}: points`} hint="One text: the page starts a new point after each “. ”." rows={3} />
							</div>
						)
					}}
				</ListEditor>
			</Section>

			<Section tab="faqs">
				<ListEditor form={form} meta={guide.faqs} legend="FAQs" item="FAQ" add="an FAQ" newRow={{ question: '', answer: '' }}>
					{(row, label) => {
						const f = row.getFieldset()
						return (
							<div className="grid gap-3">
								<TextField meta={f.question} label={`${label}: question`} />
								<TextAreaField meta={f.answer} label={`${label}: answer`} rows={4} />
							</div>
						)
					}}
				</ListEditor>
			</Section>

			{(['pa', 'hi'] as const).map((language) => (
				<GuideTranslationFields key={language} language={language} meta={guide.translations.getFieldset()[language]} />
			))}

			<section aria-labelledby="guide-sources" className="space-y-4">
				<h2 id="guide-sources" className="text-2xl font-bold text-brand-900">
					Sources
				</h2>
				<ListEditor form={form} meta={guide.sources} legend="Official sources" item="Source" add="a source" newRow={{ title: '', url: '' }}>
					{(row, label) => {
						const s = row.getFieldset()
						return (
							<div className="grid gap-3 md:grid-cols-2">
								<TextField meta={s.title} label={`${label}: title`} />
								<TextField meta={s.url} label={`${label}: address`} type="url" hint="An https address." />
							</div>
						)
					}}
				</ListEditor>
			</section>

			<EditorActionBar form={form} editResult={editResult} draftChanges={draftChanges} hasDraft={entry.draft !== null} pendingIntent={pendingIntent} />
		</Form>
	)
}

type GuideTranslationInput = NonNullable<NonNullable<CountryDocumentInput['translations']>['pa']>
const languageNames = { pa: 'Punjabi', hi: 'Hindi' } as const

/** The translations as the form edits them: every part present, one row per English FAQ. */
function translationRows(stored: CountryDocumentInput) {
	const rows = (translation: GuideTranslationInput | undefined): GuideTranslationInput => ({
		whyStudy: translation?.whyStudy ?? '',
		fastFacts: { gdp: '', dialingCode: '', currency: '', universities: '', ...translation?.fastFacts },
		faqs: stored.faqs.map((_, index) => ({ question: translation?.faqs?.[index]?.question ?? '', answer: translation?.faqs?.[index]?.answer ?? '' })),
	})
	return { pa: rows(stored.translations?.pa), hi: rows(stored.translations?.hi) }
}

/**
 * One language's why-study text, fast facts and FAQs (issue 20). Left empty, the page shows the
 * English with a note; a figure stays a {fact:…} reference exactly as in the English.
 */
function GuideTranslationFields({ language, meta }: { language: 'pa' | 'hi'; meta: FieldMetadata<GuideTranslationInput | undefined> }) {
	const name = languageNames[language]
	const translation = meta.getFieldset()
	const facts = translation.fastFacts.getFieldset()
	return (
		<section aria-labelledby={`guide-${language}`} className="space-y-4">
			<h2 id={`guide-${language}`} className="text-2xl font-bold text-brand-900">
				{name}
			</h2>
			<p className="text-slate-600">
				The why-study text, the fast facts and the FAQs in {name}. Where one is empty, the {name} page shows the English with a short note. Keep each {'{fact:…}'} reference exactly as in the English.
			</p>
			<TextAreaField meta={translation.whyStudy} label={`${name}: why study here`} rows={5} />
			<div className="grid gap-4 md:grid-cols-2">
				<TextField meta={facts.gdp} label={`${name}: GDP`} />
				<TextField meta={facts.dialingCode} label={`${name}: dialing code`} />
				<TextField meta={facts.currency} label={`${name}: currency`} />
				<TextField meta={facts.universities} label={`${name}: universities`} />
			</div>
			{translation.faqs.getFieldList().map((row, index) => {
				const faq = row.getFieldset()
				return (
					<div key={row.key} className="grid gap-3">
						<TextField meta={faq.question} label={`${name}: FAQ ${index + 1}: question`} />
						<TextAreaField meta={faq.answer} label={`${name}: FAQ ${index + 1}: answer`} rows={4} />
					</div>
				)
			})}
		</section>
	)
}

function Section({ tab, children }: { tab: (typeof countryTabs)[number]['value']; children: ReactNode }) {
	const label = countryTabs.find((t) => t.value === tab)!.label
	return (
		<section aria-labelledby={sectionId(tab)} className="space-y-4">
			<h2 id={sectionId(tab)} className="text-2xl font-bold text-brand-900">
				{tab === 'faqs' ? 'FAQs' : label.charAt(0) + label.slice(1).toLowerCase()}
			</h2>
			{children}
		</section>
	)
}

/**
 * A list of the guide: each row numbered ("FAQ 3"), with buttons to move it up or down and to
 * remove it, and one to add a row. The buttons are Conform's list intents: in the browser they
 * change the form at once; without JavaScript they post, and the server answers with the list
 * changed and everything typed kept.
 */
function ListEditor<Row>({
	form,
	meta,
	legend,
	item,
	add,
	newRow,
	children,
}: {
	form: FormMetadata<GuideForm>
	meta: FieldMetadata<Row[] | undefined>
	legend: string
	item: string
	/** What the add button adds: "an FAQ". */
	add: string
	newRow: Row
	children: (row: FieldMetadata<Row>, label: string) => ReactNode
}) {
	const rows = meta.getFieldList()
	const small = `${buttonClass('secondary')} !px-3 !py-1.5 text-sm`
	return (
		<FieldGroup meta={meta} legend={legend} className="rounded-2xl border border-slate-200 bg-white p-4">
			<ol className="mt-3 space-y-4">
				{rows.map((row, index) => {
					const label = `${item} ${index + 1}`
					return (
						<li key={row.key} className="rounded-xl border border-slate-100 bg-slate-50 p-3">
							{children(row as FieldMetadata<Row>, label)}
							<div className="mt-2 flex flex-wrap gap-2">
								{index > 0 ? (
									<button {...form.reorder.getButtonProps({ name: meta.name, from: index, to: index - 1 })} className={small}>
										Move {label} up
									</button>
								) : null}
								{index < rows.length - 1 ? (
									<button {...form.reorder.getButtonProps({ name: meta.name, from: index, to: index + 1 })} className={small}>
										Move {label} down
									</button>
								) : null}
								<button {...form.remove.getButtonProps({ name: meta.name, index })} className={small}>
									Remove {label}
								</button>
							</div>
						</li>
					)
				})}
			</ol>
			<button {...form.insert.getButtonProps({ name: meta.name, defaultValue: newRow as never })} className={`${small} mt-3`}>
				Add {add}
			</button>
		</FieldGroup>
	)
}

/**
 * The guide's hero picture, behind its heading: the drawing shipped for this country, an uploaded
 * image, or the path stored now if it is neither. Uploading happens on the images page, which leads back here.
 */
function HeroImageField({ meta, images, shipped, editorPath }: { meta: FieldMetadata<string>; images: UploadedImage[]; shipped: string | undefined; editorPath: string }) {
	const current = typeof meta.initialValue === 'string' ? meta.initialValue : ''
	const options = [
		...(shipped ? [{ value: shipped, label: `The drawing shipped with the site (${shipped})` }] : []),
		...(current && current !== shipped && !images.some((image) => image.url === current) ? [{ value: current, label: `Now: ${current}` }] : []),
		...images.map((image) => ({ value: image.url, label: `${image.alt.en} (${image.width} × ${image.height})` })),
	]
	return (
		<div className="max-w-xl">
			<SelectField meta={meta} label="Hero image" hint="Shown faintly behind the guide’s heading, as a backdrop; a wide landscape picture suits it best." options={options} />
			<Link to={`/admin/content/images?back=${encodeURIComponent(editorPath)}`} className="mt-2 inline-block font-semibold text-brand-800 underline">
				Upload a new image
			</Link>
		</div>
	)
}
