/** Said where we do not publish a course's fee (kept apart from the data modules, for the browser bundle). */
export const ASK_ABOUT_FEES = 'Ask us about fees: they depend on the batch, timing and any combined courses, and we confirm them in writing before you join.'
