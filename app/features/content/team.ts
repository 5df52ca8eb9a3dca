import type { ResponsiveImage } from '~/components/ui/ResponsiveImage'
import type { z } from 'zod'
import type { teamMemberSchema } from './content-schemas'

export type TeamMember = z.infer<typeof teamMemberSchema>

/** A team member as /team shows them: the portrait resolved (an uploaded one brings its copies and size). */
export type TeamMemberView = TeamMember & { photoImage: ResponsiveImage | null }

/** The two founders (checked by validateStaticContent()). */
export const teamFounders: TeamMember[] = [
	{
		id: 'harjit-singh-sandhu',
		name: 'Harjit Singh Sandhu',
		role: 'Founder and Managing Director',
		photo: '/images/team/harjit-singh-sandhu.svg',
		bio: [
			'Harjit taught English at a college in Jalandhar for eight years before opening the institute in 2010 with one IELTS classroom. He saw too many students pay agents for promises nobody could keep, and built a consultancy that tells families the truth about costs, chances and timelines.',
			'He still teaches an IELTS writing batch every term and leads the visa desk’s review of difficult files.',
		],
	},
	{
		id: 'navneet-kaur-gill',
		name: 'Dr Navneet Kaur Gill',
		role: 'Co-founder and Director of Counselling',
		photo: '/images/team/navneet-kaur-gill.svg',
		bio: [
			'Navneet holds a PhD in education and spent six years in international admissions at a university in the UK before returning to Punjab. She knows from the inside how admissions teams read an application.',
			'She trains every counsellor at the institute and leads the SKP and university pathway programmes.',
		],
	},
]
