import { Link } from 'react-router'
import { Picture } from '~/components/ui/ResponsiveImage'
import type { ShownIn } from '~/features/i18n/localised-text'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import { useLocale, useT } from '~/features/i18n/i18n'
import { localizedPath } from '~/features/i18n/locales'
import type { AboutView } from '../about'
import type { PageIntroText } from '../page-text'
import { AboutSlider } from './AboutSlider'
import { Island, type Islanded } from '~/lib/island'

/** The page's read-only texts: sent once, as markup (an island, lib/island.tsx). */
export type AboutText = Pick<AboutView, 'story' | 'values' | 'directorMessage'>

export function AboutPage({
	intro,
	content,
	text,
	siteName,
}: {
	intro: PageIntroText
	/** What the slider and the portrait need (`signedBy`: the portrait's alt text). */
	content: Pick<AboutView, 'slides' | 'signerPhoto'> & ShownIn & { signedBy: string }
	text: Islanded<AboutText>
	siteName: string
}) {
	const t = useT()
	const locale = useLocale()
	return (
		<>
			<header className="bg-gradient-to-b from-brand-50 to-white">
				<div className="container-page py-10 md:py-14">
					<div lang={intro.lang}>
						<p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{intro.eyebrow}</p>
						<h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl">{intro.title}</h1>
						{intro.intro.map((paragraph) => (
							<p key={paragraph.slice(0, 30)} className="mt-4 max-w-2xl text-lg text-slate-700">
								{paragraph}
							</p>
						))}
						{intro.translated ? null : <UntranslatedNote />}
					</div>
					<div className="mt-6">
						<AboutSlider slides={content.slides} label={t('page.about.sliderLabel', { site: siteName })} />
					</div>
				</div>
			</header>
			<section aria-labelledby="about-story" className="container-page py-10">
				<h2 id="about-story" lang={intro.lang} className="text-2xl font-extrabold text-brand-900">
					{intro.sectionTitle}
				</h2>
				{content.translated ? null : <UntranslatedNote />}
				<Island name="about-story" value={text} lang={content.lang}>
					{(text) => (
						<>
							<div className="mt-3 max-w-3xl space-y-3 text-slate-700">
								{text.story.map((p) => (
									<p key={p.slice(0, 30)}>{p}</p>
								))}
							</div>
							<ul className="mt-8 grid gap-6 md:grid-cols-3">
								{text.values.map((value) => (
									<li key={value.title} className="rounded-2xl border border-slate-200 p-6">
										<h3 className="text-lg font-bold text-brand-900">{value.title}</h3>
										<p className="mt-2 text-slate-700">{value.text}</p>
									</li>
								))}
							</ul>
						</>
					)}
				</Island>
			</section>
			<section aria-labelledby="about-message" className="bg-slate-50 py-12">
				<div className="container-page grid items-start gap-8 md:grid-cols-[1fr_3fr]">
					<Picture
						image={content.signerPhoto}
						sizes="240px"
						alt={t('page.about.portrait', { name: content.signedBy })}
						width={400}
						height={400}
						loading="lazy"
						className="aspect-square h-auto w-full max-w-60 rounded-2xl object-cover"
					/>
					<Island name="about-message" value={text} lang={content.lang}>
						{({ directorMessage: message }) => (
							<>
								<h2 id="about-message" className="text-2xl font-extrabold text-brand-900">
									{message.title}
								</h2>
								<blockquote className="mt-4 space-y-4 text-lg text-slate-700">
									{message.paragraphs.map((p) => (
										<p key={p.slice(0, 30)}>{p}</p>
									))}
								</blockquote>
								<p className="mt-5 font-bold text-brand-900">{message.signedBy}</p>
								<p className="text-slate-600">{message.role}</p>
								<Link to={localizedPath('/team', locale)} lang={intro.lang} className="mt-4 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
									{intro.linkLabel}
								</Link>
							</>
						)}
					</Island>
				</div>
			</section>
		</>
	)
}
