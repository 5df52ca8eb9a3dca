import { type FormResult } from '~/components/ui/form'
import { absoluteTime } from '~/features/leads/admin/format'
import { ActionForm, editorFormIds } from './EntryEditor'
import { useNavigation } from 'react-router'

/**
 * "Mark as reviewed" beside a country guide's editor: the newest review (who, when) and the button
 * that records the editor's own, which the public guide then shows as its "Last reviewed".
 */
export function GuideReviewForm({ lastReview, timeZone, result }: { lastReview: { reviewedAt: string; reviewerName: string } | null; timeZone: string; result: FormResult | undefined }) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'review'
	return (
		<section aria-labelledby="guide-review" className="rounded-2xl border border-slate-200 bg-white p-4">
			<h2 id="guide-review" className="text-xl font-bold text-brand-900">
				Review
			</h2>
			<p className="mt-1 text-slate-700">
				{lastReview ? (
					<>
						Last reviewed by {lastReview.reviewerName}, <time dateTime={lastReview.reviewedAt}>{absoluteTime(lastReview.reviewedAt, timeZone)}</time>.
					</>
				) : (
					'Not reviewed yet.'
				)}{' '}
				Check every figure against its official source, then mark the guide as reviewed: the guide shows today’s date and your name.
			</p>
			<div className="mt-3">
				<ActionForm result={result?.formId === editorFormIds.review ? result : undefined} version={0} intent="review" pending={pending} label="Mark as reviewed" />
			</div>
		</section>
	)
}
