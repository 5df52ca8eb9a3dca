import { teamFounders } from '~/features/content/team'
import { TeamPage } from '~/features/content/team/TeamPage'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/team'

export function loader() {
	return { founders: teamFounders }
}

export function meta({ matches }: Route.MetaArgs) {
	const root = matches[0].loaderData
	return pageMeta({
		title: 'Our team',
		description: `Meet the founders of ${root.site.name}: the Managing Director and the Director of Counselling.`,
		pathname: '/team',
		origin: root.origin,
		siteName: root.site.name,
	})
}

export default function Team({ loaderData }: Route.ComponentProps) {
	return <TeamPage founders={loaderData.founders} />
}
