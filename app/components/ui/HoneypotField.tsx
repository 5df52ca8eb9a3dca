/**
 * A field people never see and bots fill in: a form that arrives with it set is thanked and
 * dropped on the server. Every public form carries one (named `website`).
 */
export function HoneypotField() {
	return (
		<div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
			<label>
				Leave this empty
				<input type="text" name="website" tabIndex={-1} autoComplete="off" />
			</label>
		</div>
	)
}
