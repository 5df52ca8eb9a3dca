import { ChevronDown, SlidersHorizontal } from '~/components/ui/icons'
import { Collapsible } from '~/components/ui/disclosure'
import { useState } from 'react'
import { Link } from 'react-router'
import { useT } from '~/features/i18n/i18n'
import { categoryKey, courseCategories } from './course-category'

const linkClass =
	'flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white'

function CategoryLinks({ current, onPick }: { current: string; onPick?: () => void }) {
	const t = useT()
	return (
		<ul className="space-y-1">
			{courseCategories.map((category) => (
				<li key={category.value}>
					<Link
						to={category.value === 'all' ? '?category=all' : `?category=${category.value}`}
						preventScrollReset
						aria-current={current === category.value ? 'page' : undefined}
						className={linkClass}
						onClick={onPick}
					>
						{t(`course.list.category.${category.value}`)}
					</Link>
				</li>
			))}
		</ul>
	)
}

/**
 * The course explorer's categories (SPEC.md /courses). Wider than 768 px: a 280 px sidebar.
 * Narrower: a toggle button that shows and hides the same links (a Collapsible, `ui/disclosure`).
 */
export function CourseCategorySidebar({ current }: { current: string }) {
	const [open, setOpen] = useState(false)
	const t = useT()
	const key = categoryKey(current)
	return (
		<>
			<nav aria-label={t('course.list.categoriesLabel')} className="hidden md:block md:w-[280px] md:shrink-0">
				<div className="sticky top-28 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
					<h2 className="px-3 pb-2 text-sm font-bold tracking-wide text-slate-500 uppercase">{t('course.list.categories')}</h2>
					<CategoryLinks current={current} />
				</div>
			</nav>
			<Collapsible.Root open={open} onOpenChange={setOpen} className="rounded-2xl border border-slate-200 bg-white shadow-sm md:hidden">
				<Collapsible.Trigger className="flex min-h-12 w-full items-center justify-between gap-2 px-4 py-3 text-left font-semibold text-brand-900">
					<span className="inline-flex items-center gap-2">
						<SlidersHorizontal aria-hidden="true" className="size-4" />
						<span className="flex flex-col">
							<span>{t('course.list.categoriesLabel')}</span>
							<span className="text-sm font-normal text-slate-600">{key ? t(key) : t('course.list.searchResults')}</span>
						</span>
					</span>
					<ChevronDown aria-hidden="true" className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
				</Collapsible.Trigger>
				<Collapsible.Content>
					<nav aria-label={t('course.list.categoriesLabel')} className="px-2 pb-3">
						<CategoryLinks current={current} onPick={() => setOpen(false)} />
					</nav>
				</Collapsible.Content>
			</Collapsible.Root>
		</>
	)
}
