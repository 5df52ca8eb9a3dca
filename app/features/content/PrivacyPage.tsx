import { formatDate } from '~/features/i18n/formats'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import { PageHeader } from './PageHeader'
import type { PrivacyPageView } from './page-text'
import { Island, type Islanded } from '~/lib/island'

/** The notice's rendered Markdown: an island (lib/island.tsx), sent once as markup. */
export type PrivacyBody = Pick<PrivacyPageView, 'preamble' | 'sections'>

/** The privacy notice and terms of use, as the studio's 'privacy-page' entry has them; each "## " section a region. */
export function PrivacyPage({ page, body }: { page: Omit<PrivacyPageView, keyof PrivacyBody>; body: Islanded<PrivacyBody> }) {
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
			<Island
				name="privacy-body"
				value={body}
				className="container-page max-w-3xl pb-10 text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_h3]:text-lg [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6"
			>
				{({ preamble, sections }) => (
					<>
						{/* Safe HTML: the Markdown renderer escapes every character of the source before it adds its own markup. */}
						{preamble ? <div className="mt-3 space-y-3" dangerouslySetInnerHTML={{ __html: preamble }} /> : null}
						{sections.map((section, index) => (
							<section key={section.heading} aria-labelledby={`privacy-section-${index + 1}`} className="mt-10">
								<h2 id={`privacy-section-${index + 1}`} className="text-2xl font-extrabold text-brand-900">
									{section.heading}
								</h2>
								<div className="mt-3 space-y-3" dangerouslySetInnerHTML={{ __html: section.html }} />
							</section>
						))}
					</>
				)}
			</Island>
		</div>
	)
}
