/**
 * What the server writes itself in the page's language (issue 20): rate limits, the login and
 * sign-up answers, the device names of the security page's sessions list and the texts of the
 * errors a loader throws (a course that does not exist, a guide that could not load). `answer.`
 * never reaches a page's data (catalogues.server.ts): the answer or the error carries the text.
 */
export const answersEn = {
	'answer.rateLimit.form': '{minutes, plural, one {Too many submissions from your network. Please wait # minute and try again.} other {Too many submissions from your network. Please wait # minutes and try again.}}',
	'answer.loginSuccess': 'Login successful!',
	'answer.signupSuccess': 'Account created & signed in!',
	'answer.device.unknown': 'Unknown device',
	'answer.device.browserOn': '{browser} on {system}',
	'answer.device.aBrowserOn': 'A browser on {system}',
	'answer.course.notFoundTitle': 'Course Not Found',
	'answer.course.notFoundBody': 'Course not found',
	'answer.course.failedTitle': 'Failed to load course details',
	'answer.course.failedBody': 'The problem is on our side. Please try again in a few minutes.',
	'answer.course.back': 'Go Back',
	'answer.guide.failedTitle': 'Failed to load country data',
	'answer.guide.failedBody': 'Please try again in a moment. If it keeps happening, message our counsellors and we will help you directly.',
	'answer.guide.failedLink': 'See all study destinations',
	'answer.fees.perCourse': 'per course',
} as const
