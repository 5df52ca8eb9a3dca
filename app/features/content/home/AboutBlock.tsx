import { Compass, GraduationCap, Plane } from '~/components/ui/icons'
import { Link } from 'react-router'
import { useOnSite } from '~/components/layout/navigation'
import type { SiteSettings } from '~/config/site-settings'
import { SectionHeading } from '../PageHeader'

const features = [
	{
		icon: GraduationCap,
		title: 'Courses that count',
		text: 'University pathways, SKP foundation, diploma and certificate programmes, language classes and IELTS, taught in small batches.',
	},
	{
		icon: Compass,
		title: 'Honest counselling',
		text: 'Free, unhurried advice on courses, countries and costs, with your parents welcome at every meeting.',
	},
	{
		icon: Plane,
		title: 'With you to departure',
		text: 'Applications, visa files, accommodation and insurance handled by one team that knows your case.',
	},
]

/** The about block with three feature items (SPEC.md section 2). */
export function AboutBlock({ site }: { site: SiteSettings }) {
	const aboutOnSite = useOnSite('/about')
	return (
		<section aria-labelledby="home-about" className="container-page py-14">
			<SectionHeading
				id="home-about"
				eyebrow="About us"
				title={`Why students choose ${site.name}`}
				lead={`For over 15 years our institute in ${site.city} has helped students from Punjab plan their studies, pass their tests and settle in abroad.`}
			/>
			<ul className="mt-8 grid gap-6 md:grid-cols-3">
				{features.map(({ icon: Icon, title, text }) => (
					<li key={title} className="rounded-2xl border border-slate-200 p-6">
						<Icon aria-hidden="true" className="size-8 text-brand-700" />
						<h3 className="mt-4 text-lg font-bold text-brand-900">{title}</h3>
						<p className="mt-2 text-slate-700">{text}</p>
					</li>
				))}
			</ul>
			{aboutOnSite ? (
				<Link to="/about" className="mt-6 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline">
					More about us
				</Link>
			) : null}
		</section>
	)
}
