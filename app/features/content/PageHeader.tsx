import type { ReactNode } from 'react'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import type { PageIntroText } from './page-text'
import type { Locale } from '~/features/i18n/locales'

/** The coloured band at the top of an inner page, holding its one h1; `lang` is the title's and the text's when they are an entry's (issue 20). */
export function PageHeader({ eyebrow, title, lang, children }: { eyebrow?: string; title: string; lang?: Locale; children?: ReactNode }) {
	return (
		<header className="bg-gradient-to-b from-brand-50 to-white">
			<div className="container-page py-12 md:py-16">
				{eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
				<h1 lang={lang} className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">{title}</h1>
				{children ? (
					<div lang={lang} className="mt-4 max-w-2xl text-lg text-slate-700">
						{children}
					</div>
				) : null}
			</div>
		</header>
	)
}

/** The heading band of a page whose text is a studio entry (Page introductions): its paragraphs under the heading, then the page's own `children`. */
export function PageIntroHeader({ intro, children }: { intro: PageIntroText; children?: ReactNode }) {
	return (
		<div lang={intro.lang}>
			<PageHeader eyebrow={intro.eyebrow} title={intro.title}>
				{intro.intro.length > 0 || !intro.translated || children ? (
					<>
						{intro.intro.map((paragraph) => (
							<p key={paragraph.slice(0, 30)}>{paragraph}</p>
						))}
						{intro.translated ? null : <UntranslatedNote />}
						{children}
					</>
				) : null}
			</PageHeader>
		</div>
	)
}

/** An h2 with an optional lead paragraph, shared by the page sections; `lang` where the text is an entry's. */
export function SectionHeading({ id, eyebrow, title, lead, lang }: { id: string; eyebrow?: string; title: string; lead?: string; lang?: Locale }) {
	return (
		<div lang={lang} className="max-w-2xl">
			{eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
			<h2 id={id} className="section-title">
				{title}
			</h2>
			{lead ? <p className="mt-3 text-slate-700">{lead}</p> : null}
		</div>
	)
}
