import type { answersEn } from './answers-en'

/** What the server writes itself, in Hindi (answers-en.ts). */
export const answersHi: Record<keyof typeof answersEn, string> = {
	'answer.rateLimit.form': '{minutes, plural, one {आपके नेटवर्क से बहुत बार फ़ॉर्म भेजे गए हैं। कृपया # मिनट रुककर फिर कोशिश करें।} other {आपके नेटवर्क से बहुत बार फ़ॉर्म भेजे गए हैं। कृपया # मिनट रुककर फिर कोशिश करें।}}',
	'answer.loginSuccess': 'आप लॉग इन हो गए हैं!',
	'answer.signupSuccess': 'खाता बन गया है और आप लॉग इन हैं!',
	'answer.device.unknown': 'अनजान डिवाइस',
	'answer.device.browserOn': '{system} पर {browser}',
	'answer.device.aBrowserOn': '{system} पर कोई ब्राउज़र',
	'answer.course.notFoundTitle': 'कोर्स नहीं मिला',
	'answer.course.notFoundBody': 'यह कोर्स हमारी सूची में नहीं है।',
	'answer.course.failedTitle': 'कोर्स की जानकारी नहीं खुल सकी',
	'answer.course.failedBody': 'गड़बड़ी हमारी ओर से है। कृपया कुछ मिनट बाद फिर कोशिश करें।',
	'answer.course.back': 'वापस जाएँ',
	'answer.guide.failedTitle': 'देश की जानकारी नहीं खुल सकी',
	'answer.guide.failedBody': 'थोड़ी देर बाद फिर कोशिश करें। अगर फिर भी ऐसा हो, तो हमारे काउंसलरों को संदेश भेजें, हम सीधे मदद करेंगे।',
	'answer.guide.failedLink': 'पढ़ाई के लिए सभी देश देखें',
	'answer.fees.perCourse': 'प्रति कोर्स',
}
