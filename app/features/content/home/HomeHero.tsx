import { Link } from 'react-router'
import { useSiteDialogs } from '~/components/layout/site-dialogs'
import type { SiteSettings } from '~/config/site-settings'

/** The home hero with the enquire / view-course button pair (SPEC.md section 2). */
export function HomeHero({ site }: { site: SiteSettings }) {
	const dialogs = useSiteDialogs()
	return (
		<section aria-labelledby="home-hero-title" className="bg-gradient-to-b from-brand-50 to-white">
			<div className="container-page grid items-center gap-10 py-12 md:grid-cols-2 md:py-20">
				<div>
					<p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{site.city}, Punjab</p>
					<h1 id="home-hero-title" className="mt-3 text-4xl font-extrabold tracking-tight text-brand-900 md:text-5xl">
						Learn here. Study anywhere.
					</h1>
					<p className="mt-5 text-lg text-slate-700">
						{site.name} prepares students from Punjab for university, IELTS and life abroad, with counsellors who stay with
						you from the first question to the visa.
					</p>
					<div className="mt-8 flex flex-wrap gap-3">
						{/* Without JavaScript the link leads to the enquiry page; with it, the enquiry dialog opens. */}
						<a
							href="/enquire"
							onClick={(event) => {
								event.preventDefault()
								dialogs.open('enquiry')
							}}
							className="rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700"
						>
							Enquire Now
						</a>
						<Link
							to="/courses"
							className="rounded-full border border-brand-200 bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
						>
							View Courses
						</Link>
						<Link
							to="/book"
							className="rounded-full border border-brand-200 bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
						>
							Book a free counselling session
						</Link>
					</div>
				</div>
				<img
					src="/images/home/hero.svg"
					alt="A student with a backpack walking from the institute towards a plane and a university building"
					width={560}
					height={420}
					fetchPriority="high"
					className="h-auto w-full"
				/>
			</div>
		</section>
	)
}
