import { formatDate } from '~/features/i18n/formats'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import { PageHeader } from './PageHeader'
import type { PrivacyPageView } from './page-text'


/** The privacy notice and terms of use, as the studio's 'privacy-page' entry has them; each "## " section a region. */
export function PrivacyPage({ page }: { page: PrivacyPageView }) {
	// `{updated}` in the introduction marks where the date the text was last updated shows.
	const [before, ...after] = page.intro.split('{updated}')
	return (
		<div lang={page.lang}>
			<PageHeader eyebrow={page.eyebrow} title={page.title}>
				<p>
					{before}
					{after.length > 0 ? (
						<>
							<time dateTime={page.updated}>{formatDate(page.updated, page.lang)}</time>
							{after.join('')}
						</>
					) : null}
				</p>
				{page.translated ? null : <UntranslatedNote />}
			</PageHeader>
			{/* The rendered Markdown's own markup (links, lists, headings) is styled once here, as the page always was: the page weighs less. */}
			<div className="container-page max-w-3xl pb-10 text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_h3]:text-lg [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
				{/* Safe HTML: the Markdown renderer escapes every character of the source before it adds its own markup. */}
				{page.preamble ? <div className="mt-3 space-y-3" dangerouslySetInnerHTML={{ __html: page.preamble }} /> : null}
				{page.sections.map((section, index) => (
					<section key={section.heading} aria-labelledby={`privacy-section-${index + 1}`} className="mt-10">
						<h2 id={`privacy-section-${index + 1}`} className="text-2xl font-extrabold text-brand-900">
							{section.heading}
						</h2>
						<div className="mt-3 space-y-3" dangerouslySetInnerHTML={{ __html: section.html }} />
					</section>
				))}
			</div>
		</div>
	)
}
