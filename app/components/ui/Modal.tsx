import { Suspense, useState } from 'react'
import { lazyWithPreload, LoadBoundary } from './LazyForm'
import type { ModalProps } from './ModalDialog'

/**
 * Radix's dialog (focus trap, scroll lock, hiding the rest of the page from screen readers: about
 * 8 KB gzip with its shared code) is not part of a page's first download: a closed dialog renders
 * nothing, so it is loaded when the page is idle (`preloadModal`, with the dialogs' forms) or when
 * a dialog first opens, and stays rendered from then on. The dialogs' texts (dialog-messages.tsx)
 * load with it.
 */
const LazyModalDialog = lazyWithPreload(() =>
	Promise.all([import('./ModalDialog'), import('~/features/i18n/dialog-messages').then((module) => module.loadDialogMessages())]).then(([module]) => module.ModalDialog),
)

export const preloadModal = () => LazyModalDialog.preload()

/**
 * A modal dialog whose accessible name is its visible title. Its title and description may be
 * catalogue keys of the dialogs' texts (messageRef).
 */
export function Modal(props: ModalProps) {
	const [used, setUsed] = useState(props.open)
	if (props.open && !used) setUsed(true)
	if (!used) return null
	return (
		<LoadBoundary
			onFail={() => {
				// Offline: the dialog does not open; the next attempt loads it again.
				setUsed(false)
				props.onOpenChange(false)
			}}
		>
			<Suspense fallback={null}>
				<LazyModalDialog {...props} />
			</Suspense>
		</LoadBoundary>
	)
}
