/**
 * Runs a dialog's server action from the browser. A dropped connection (fetch rejects with a
 * TypeError) becomes the dialog's own failure answer, so the visitor sees SPEC's message and keeps
 * what they typed, instead of the page's error screen. Anything else is left to React Router.
 */
export async function answerWhenOffline<T, F>(send: () => Promise<T>, whenOffline: F): Promise<T | F> {
	try {
		return await send()
	} catch (error) {
		if (error instanceof TypeError) return whenOffline
		throw error
	}
}
