import { BookOpenCheck, Briefcase, FileCheck2, Home, type LucideIcon, ShieldCheck, Stamp } from '~/components/ui/icons'
import type { ServiceId } from '../services'

export const serviceIcons: Record<ServiceId, LucideIcon> = {
	visa: Stamp,
	accommodation: Home,
	career: Briefcase,
	'test-prep': BookOpenCheck,
	documents: FileCheck2,
	insurance: ShieldCheck,
}
