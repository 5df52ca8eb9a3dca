import { PageIntroHeader } from '../PageHeader'
import { Picture } from '~/components/ui/ResponsiveImage'
import type { ShownIn } from '~/features/i18n/localised-text'
import { UntranslatedNote } from '~/features/i18n/UntranslatedNote'
import { useT } from '~/features/i18n/i18n'
import type { PageIntroText } from '../page-text'
import type { TeamMemberView } from '../team'

export function TeamPage({ intro, founders }: { intro: PageIntroText; founders: (TeamMemberView & ShownIn)[] }) {
	const t = useT()
	return (
		<>
			<PageIntroHeader intro={intro} />
			<ul className="container-page grid gap-8 py-10 md:grid-cols-2">
				{founders.map((person, index) => (
					<li key={person.id}>
						<article aria-labelledby={`team-${person.id}`} className="h-full rounded-2xl border border-slate-200 p-6">
							<Picture
								image={person.photoImage ?? { src: person.photo }}
								sizes="160px"
								alt={t('page.team.portrait', { name: person.name })}
								width={400}
								height={400}
								// On a phone the second portrait starts below the fold.
								loading={index === 0 ? 'eager' : 'lazy'}
								className="aspect-square h-auto w-40 rounded-full bg-brand-50 object-cover"
							/>
							<h2 id={`team-${person.id}`} className="mt-5 text-2xl font-extrabold text-brand-900">
								{person.name}
							</h2>
							<p lang={person.lang} className="font-semibold text-accent-600">
								{person.role}
							</p>
							<div lang={person.lang} className="mt-3 space-y-3 text-slate-700">
								{person.bio.map((p) => (
									<p key={p.slice(0, 30)}>{p}</p>
								))}
							</div>
							{person.translated ? null : <UntranslatedNote />}
						</article>
					</li>
				))}
			</ul>
		</>
	)
}
