import type { answersEn } from './answers-en'

/** What the server writes itself, in Punjabi (answers-en.ts). */
export const answersPa: Record<keyof typeof answersEn, string> = {
	'answer.rateLimit.form': '{minutes, plural, one {ਤੁਹਾਡੇ ਨੈੱਟਵਰਕ ਤੋਂ ਬਹੁਤ ਵਾਰ ਫ਼ਾਰਮ ਭੇਜੇ ਗਏ ਹਨ। ਕਿਰਪਾ ਕਰਕੇ # ਮਿੰਟ ਰੁਕ ਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।} other {ਤੁਹਾਡੇ ਨੈੱਟਵਰਕ ਤੋਂ ਬਹੁਤ ਵਾਰ ਫ਼ਾਰਮ ਭੇਜੇ ਗਏ ਹਨ। ਕਿਰਪਾ ਕਰਕੇ # ਮਿੰਟ ਰੁਕ ਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।}}',
	'answer.loginSuccess': 'ਤੁਸੀਂ ਲੌਗ ਇਨ ਹੋ ਗਏ ਹੋ!',
	'answer.signupSuccess': 'ਖਾਤਾ ਬਣ ਗਿਆ ਹੈ ਅਤੇ ਤੁਸੀਂ ਲੌਗ ਇਨ ਹੋ!',
	'answer.device.unknown': 'ਅਣਪਛਾਤਾ ਡਿਵਾਈਸ',
	'answer.device.browserOn': '{system} ’ਤੇ {browser}',
	'answer.device.aBrowserOn': '{system} ’ਤੇ ਕੋਈ ਬ੍ਰਾਊਜ਼ਰ',
	'answer.course.notFoundTitle': 'ਕੋਰਸ ਨਹੀਂ ਮਿਲਿਆ',
	'answer.course.notFoundBody': 'ਇਹ ਕੋਰਸ ਸਾਡੀ ਸੂਚੀ ਵਿੱਚ ਨਹੀਂ ਹੈ।',
	'answer.course.failedTitle': 'ਕੋਰਸ ਦੀ ਜਾਣਕਾਰੀ ਖੁੱਲ੍ਹ ਨਹੀਂ ਸਕੀ',
	'answer.course.failedBody': 'ਗੜਬੜ ਸਾਡੇ ਪਾਸੇ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਕੁਝ ਮਿੰਟਾਂ ਬਾਅਦ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
	'answer.course.back': 'ਪਿੱਛੇ ਜਾਓ',
	'answer.guide.failedTitle': 'ਦੇਸ਼ ਦੀ ਜਾਣਕਾਰੀ ਖੁੱਲ੍ਹ ਨਹੀਂ ਸਕੀ',
	'answer.guide.failedBody': 'ਥੋੜ੍ਹੀ ਦੇਰ ਬਾਅਦ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ। ਜੇ ਫਿਰ ਵੀ ਇਹੀ ਹੋਵੇ, ਤਾਂ ਸਾਡੇ ਕਾਊਂਸਲਰਾਂ ਨੂੰ ਸੁਨੇਹਾ ਭੇਜੋ, ਅਸੀਂ ਸਿੱਧੀ ਮਦਦ ਕਰਾਂਗੇ।',
	'answer.guide.failedLink': 'ਪੜ੍ਹਾਈ ਲਈ ਸਾਰੇ ਦੇਸ਼ ਵੇਖੋ',
	'answer.fees.perCourse': 'ਪ੍ਰਤੀ ਕੋਰਸ',
}
