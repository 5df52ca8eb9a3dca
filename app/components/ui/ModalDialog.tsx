import { X } from '~/components/ui/icons'
import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { DialogMessages } from '~/features/i18n/dialog-messages'
import { useMessage, useT } from '~/features/i18n/i18n'

export type ModalProps = {
	open: boolean
	onOpenChange(open: boolean): void
	title: string
	description?: ReactNode
	children: ReactNode
}

/** A modal dialog whose accessible name is its visible title (Radix Dialog); loaded by Modal.tsx when first opened. */
export function ModalDialog(props: ModalProps) {
	return (
		<DialogMessages>
			<ModalDialogContent {...props} />
		</DialogMessages>
	)
}

function ModalDialogContent({
	open,
	onOpenChange,
	title,
	description,
	children,
}: ModalProps) {
	const t = useT()
	const message = useMessage()
	return (
		<Dialog.Root open={open} onOpenChange={onOpenChange}>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
				<Dialog.Content
					{...(description ? {} : { 'aria-describedby': undefined })}
					className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
				>
					<Dialog.Title className="pr-8 text-2xl font-extrabold text-brand-900">{message(title)}</Dialog.Title>
					{description ? <Dialog.Description className="mt-1 text-sm text-slate-600">{typeof description === 'string' ? message(description) : description}</Dialog.Description> : null}
					<div className="mt-5">{children}</div>
					<Dialog.Close className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800">
						<X aria-hidden="true" className="size-5" />
						<span className="sr-only">{t('frame.close')}</span>
					</Dialog.Close>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}
