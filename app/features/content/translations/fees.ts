import type { FeeSchedule } from '../fees'
import type { Translations } from './translations'

/*
 * The fees and refund policy in Punjabi and Hindi, as the content store's seed (issue 20). Amounts,
 * course keys and course and exam names stay exactly as in English; "Free" is the fee line's keyword.
 */
export const feeScheduleTranslations: Translations<FeeSchedule> = {
	pa: {
		validFrom: '2026-04-01',
		groups: [
			{
				id: 'counselling',
				title: 'ਕਾਊਂਸਲਿੰਗ',
				fees: [
					{ kind: 'service', id: 'career-counselling', name: 'ਕਰੀਅਰ ਅਤੇ ਵਿਦੇਸ਼ ਪੜ੍ਹਾਈ ਬਾਰੇ ਕਾਊਂਸਲਿੰਗ', detail: 'ਦਫ਼ਤਰ ਆ ਕੇ, ਫ਼ੋਨ ’ਤੇ ਜਾਂ WhatsApp ’ਤੇ, ਜਿੰਨੀ ਵਾਰ ਲੋੜ ਹੋਵੇ', amountInr: null },
					{ kind: 'service', id: 'placement-test', name: 'ਅੰਗਰੇਜ਼ੀ ਦਾ placement test', detail: 'ਕਿਸੇ ਵੀ ਟੈਸਟ ਦੀ ਤਿਆਰੀ ਜਾਂ ਭਾਸ਼ਾ ਦੇ ਕੋਰਸ ਵਿੱਚ ਦਾਖ਼ਲੇ ਤੋਂ ਪਹਿਲਾਂ', amountInr: null },
					{ kind: 'service', id: 'accommodation-help', name: 'ਰਿਹਾਇਸ਼ ਬਾਰੇ ਸਲਾਹ', detail: 'ਵੱਖ-ਵੱਖ ਵਿਕਲਪਾਂ ਦੀ ਤੁਲਨਾ ਅਤੇ ਇਕਰਾਰਨਾਮਿਆਂ ਦੀ ਜਾਂਚ', amountInr: null },
					{ kind: 'service', id: 'insurance-help', name: 'ਟ੍ਰੈਵਲ ਇੰਸ਼ੋਰੈਂਸ', detail: 'ਪਲਾਨਾਂ ਦੀ ਤੁਲਨਾ ਅਤੇ ਪ੍ਰਬੰਧ; ਪ੍ਰੀਮੀਅਮ ਸਿੱਧਾ ਬੀਮਾ ਕੰਪਨੀ ਨੂੰ ਜਾਂਦਾ ਹੈ', amountInr: null },
				],
			},
			{
				id: 'test-preparation',
				title: 'IELTS ਦੀ ਤਿਆਰੀ',
				fees: [
					{ kind: 'course', courseId: 'ielts-academic-full-course', detail: 'ਸੋਮਵਾਰ ਤੋਂ ਸ਼ੁੱਕਰਵਾਰ, ਹਰ ਹਫ਼ਤੇ ਇੱਕ ਪੂਰਾ mock test', amountInr: 12000, unit: 'ਪ੍ਰਤੀ ਕੋਰਸ' },
					{ kind: 'course', courseId: 'ielts-general-training-full-course', detail: 'ਸੋਮਵਾਰ ਤੋਂ ਸ਼ੁੱਕਰਵਾਰ, ਹਰ ਹਫ਼ਤੇ ਇੱਕ ਪੂਰਾ mock test', amountInr: 12000, unit: 'ਪ੍ਰਤੀ ਕੋਰਸ' },
					{ kind: 'course', courseId: 'ielts-academic-fast-track-band-7', detail: 'ਬੈਂਡ 7 ਦੇ ਨੇੜੇ ਪਹੁੰਚੇ ਵਿਦਿਆਰਥੀਆਂ ਲਈ; ਹਫ਼ਤੇ ਵਿੱਚ ਦੋ ਪੂਰੇ mock test', amountInr: 6000, unit: 'ਪ੍ਰਤੀ ਕੋਰਸ' },
					{ kind: 'course', courseId: 'ielts-general-writing-speaking-clinic', detail: 'ਰੋਜ਼ Writing ਅਤੇ Speaking ਦਾ ਅਭਿਆਸ, 24 ਘੰਟਿਆਂ ਵਿੱਚ ਜਾਂਚ', amountInr: 6000, unit: 'ਪ੍ਰਤੀ ਕੋਰਸ' },
					{ kind: 'course', courseId: 'ielts-foundation-pre-ielts-english', detail: 'IELTS ਕੋਰਸ ਤੋਂ ਪਹਿਲਾਂ ਗ੍ਰਾਮਰ, ਸ਼ਬਦਾਵਲੀ ਅਤੇ ਮੁੱਢਲੇ ਹੁਨਰ', amountInr: 5500, unit: 'ਪ੍ਰਤੀ ਕੋਰਸ' },
					{ kind: 'course', courseId: 'ielts-mock-test-series', detail: 'ਦਸ ਪੂਰੇ mock test, ਹਰ ਇੱਕ ਤੋਂ ਬਾਅਦ ਇਕੱਲੇ ਬੈਠ ਕੇ ਸਮੀਖਿਆ', amountInr: 4000, unit: 'ਪ੍ਰਤੀ ਸੀਰੀਜ਼' },
					{ kind: 'course', courseId: 'ielts-weekend-batch', detail: 'ਸ਼ਨੀਵਾਰ ਅਤੇ ਐਤਵਾਰ, Academic ਅਤੇ General Training', amountInr: 12000, unit: 'ਪ੍ਰਤੀ ਕੋਰਸ' },
					{ kind: 'service', id: 'mock-test', name: 'ਇੱਕ ਪੂਰਾ mock test', detail: 'ਜਾਂਚ ਕੇ, ਲਿਖਤੀ ਸੁਝਾਵਾਂ ਨਾਲ', amountInr: 500, unit: 'ਪ੍ਰਤੀ ਟੈਸਟ' },
				],
			},
			{
				id: 'languages',
				title: 'ਭਾਸ਼ਾਵਾਂ ਦੇ ਕੋਰਸ',
				fees: [
					{ kind: 'course', courseId: 'spoken-english-confidence', detail: 'ਸ਼ਾਮ ਦੇ ਬੈਚ, ਰੋਜ਼ ਬੋਲਣ ਦਾ ਅਭਿਆਸ', amountInr: 8000, unit: 'ਪ੍ਰਤੀ ਕੋਰਸ' },
					{ kind: 'course', courseId: 'english-grammar-writing-foundations', detail: 'ਹਰ ਹਫ਼ਤੇ ਲਿਖਤ, ਟ੍ਰੇਨਰ ਵੱਲੋਂ ਜਾਂਚ', amountInr: 5500, unit: 'ਪ੍ਰਤੀ ਕੋਰਸ' },
					{ kind: 'course', courseId: 'business-english-interview-skills', detail: 'ਨੌਕਰੀ ਅਤੇ ਵੀਜ਼ਾ ਦੇ ਰਿਕਾਰਡ ਕੀਤੇ mock ਇੰਟਰਵਿਊ', amountInr: 6000, unit: 'ਪ੍ਰਤੀ ਕੋਰਸ' },
					{ kind: 'course', courseId: 'german-a1-beginners', detail: 'Goethe-Zertifikat A1 ਦੀ ਤਿਆਰੀ', amountInr: 16000, unit: 'ਪ੍ਰਤੀ ਕੋਰਸ' },
					{ kind: 'course', courseId: 'german-a2-b1-study-work', detail: 'Goethe-Zertifikat ਅਤੇ telc B1 ਦੀ ਤਿਆਰੀ', amountInr: 28000, unit: 'ਪ੍ਰਤੀ ਕੋਰਸ' },
					{ kind: 'course', courseId: 'french-a1-a2-beginners', detail: 'ਦੋ ਲੈਵਲ, DELF A1 ਅਤੇ A2 ਦੀ ਤਿਆਰੀ', amountInr: 26000, unit: 'ਪ੍ਰਤੀ ਕੋਰਸ' },
					{ kind: 'course', courseId: 'french-tef-tcf-canada-preparation', detail: 'TEF Canada ਅਤੇ TCF Canada ਦੀ ਤਿਆਰੀ', amountInr: 32000, unit: 'ਪ੍ਰਤੀ ਕੋਰਸ' },
					{ kind: 'course', courseId: 'spanish-a1-beginners', detail: 'DELE A1 ਦੀ ਤਿਆਰੀ', amountInr: 15000, unit: 'ਪ੍ਰਤੀ ਕੋਰਸ' },
					{ kind: 'course', courseId: 'spanish-a2-b1-dele-preparation', detail: 'DELE ਅਤੇ SIELE ਦੀ ਤਿਆਰੀ', amountInr: 24000, unit: 'ਪ੍ਰਤੀ ਕੋਰਸ' },
				],
			},
			{
				id: 'online-courses',
				title: 'ਆਨਲਾਈਨ ਕੋਰਸ',
				fees: [
					{ kind: 'online-course', featuredCourseId: 'ielts-online-intensive', detail: 'ਸ਼ਾਮ ਨੂੰ ਲਾਈਵ ਕਲਾਸਾਂ, ਹਰ ਹਫ਼ਤੇ mock test' },
					{ kind: 'online-course', featuredCourseId: 'german-a1-online', detail: 'ਲਾਈਵ ਆਨਲਾਈਨ ਕਲਾਸਾਂ, Goethe-Zertifikat A1 ਦੀ ਤਿਆਰੀ' },
					{ kind: 'online-course', featuredCourseId: 'spoken-english-confidence', detail: 'ਆਨਲਾਈਨ ਗੱਲਬਾਤ ਦੇ ਛੋਟੇ ਗਰੁੱਪ' },
					{ kind: 'online-course', featuredCourseId: 'sop-and-application-workshop', detail: 'ਹਰ ਡਰਾਫ਼ਟ ਕਾਊਂਸਲਰ ਵੱਲੋਂ ਜਾਂਚਿਆ ਜਾਂਦਾ ਹੈ' },
				],
			},
			{
				id: 'applications-and-visas',
				title: 'ਅਰਜ਼ੀਆਂ, ਦਸਤਾਵੇਜ਼ ਅਤੇ ਵੀਜ਼ੇ',
				fees: [
					{ kind: 'service', id: 'applications', name: 'ਯੂਨੀਵਰਸਿਟੀ ਅਰਜ਼ੀਆਂ', detail: 'ਯੂਨੀਵਰਸਿਟੀਆਂ ਦੀ ਚੋਣ, SOP ਦੀ ਜਾਂਚ ਅਤੇ 5 ਤੱਕ ਅਰਜ਼ੀਆਂ', amountInr: 15000, unit: 'ਪ੍ਰਤੀ ਇਨਟੇਕ' },
					{ kind: 'service', id: 'student-visa', name: 'ਸਟੂਡੈਂਟ ਵੀਜ਼ਾ ਫ਼ਾਈਲ ਕਰਨਾ', detail: 'ਕੋਈ ਵੀ ਦੇਸ਼; ਵੀਜ਼ਾ ਇੰਟਰਵਿਊ ਦੀ mock ਤਿਆਰੀ ਸਮੇਤ', amountInr: 25000, unit: 'ਪ੍ਰਤੀ ਅਰਜ਼ੀ' },
					{ kind: 'service', id: 'visitor-visa', name: 'ਵਿਜ਼ਿਟਰ ਜਾਂ ਡਿਪੈਂਡੈਂਟ ਵੀਜ਼ਾ ਫ਼ਾਈਲ ਕਰਨਾ', detail: 'ਵਿਦਿਆਰਥੀਆਂ ਨੂੰ ਮਿਲਣ ਜਾਣ ਵਾਲੇ ਮਾਪਿਆਂ ਲਈ ਵੀ', amountInr: 12000, unit: 'ਪ੍ਰਤੀ ਅਰਜ਼ੀਕਾਰ' },
					{ kind: 'service', id: 'apostille', name: 'ਦਸਤਾਵੇਜ਼ ਦੀ apostille ਜਾਂ attestation', detail: 'ਇਹ ਸਾਡੀ ਹੈਂਡਲਿੰਗ ਫ਼ੀਸ ਹੈ; ਸਰਕਾਰੀ ਫ਼ੀਸ ਵੱਖਰੀ, ਜਿੰਨੀ ਲੱਗੇ ਓਨੀ', amountInr: 1500, unit: 'ਪ੍ਰਤੀ ਦਸਤਾਵੇਜ਼' },
				],
			},
		],
		notes: [
			'ਸਾਡੀਆਂ ਸਾਰੀਆਂ ਫ਼ੀਸਾਂ ਵਿੱਚ 18% GST ਸ਼ਾਮਲ ਹੈ।',
			'ਸਰਕਾਰੀ ਵੀਜ਼ਾ ਫ਼ੀਸ, ਹੈਲਥ ਸਰਚਾਰਜ, ਅੰਗਰੇਜ਼ੀ ਟੈਸਟ ਦੀ ਫ਼ੀਸ, ਯੂਨੀਵਰਸਿਟੀ ਦੀ ਅਰਜ਼ੀ ਫ਼ੀਸ ਅਤੇ ਬੀਮੇ ਦਾ ਪ੍ਰੀਮੀਅਮ ਸਿੱਧੇ ਸਰਕਾਰ, ਟੈਸਟ ਲੈਣ ਵਾਲੀ ਸੰਸਥਾ, ਯੂਨੀਵਰਸਿਟੀ ਜਾਂ ਬੀਮਾ ਕੰਪਨੀ ਨੂੰ ਭਰੇ ਜਾਂਦੇ ਹਨ। ਇਹ ਸਾਡੀਆਂ ਫ਼ੀਸਾਂ ਨਹੀਂ ਹਨ, ਅਤੇ ਅਸੀਂ ਇਨ੍ਹਾਂ ਉੱਤੇ ਕਦੇ ਵੀ ਆਪਣਾ ਕੋਈ ਮੁਨਾਫ਼ਾ ਨਹੀਂ ਜੋੜਦੇ।',
			'ਹਰ ਭੁਗਤਾਨ ਦੀ ਤੁਹਾਨੂੰ ਰਸੀਦ ਮਿਲਦੀ ਹੈ। ਅਸੀਂ UPI, ਕਾਰਡ ਅਤੇ ਬੈਂਕ ਟ੍ਰਾਂਸਫ਼ਰ ਨਾਲ ਭੁਗਤਾਨ ਲੈਂਦੇ ਹਾਂ; ਛਪੀ ਹੋਈ ਰਸੀਦ ਤੋਂ ਬਿਨਾਂ ਕਿਸੇ ਨੂੰ ਵੀ ਨਕਦ ਪੈਸੇ ਨਾ ਦਿਓ।',
		],
		refundPolicy: [
			{
				heading: 'ਕੋਰਸ (IELTS, ਭਾਸ਼ਾਵਾਂ ਅਤੇ ਆਨਲਾਈਨ ਕੋਰਸ)',
				points: [
					'ਜੇ ਤੁਸੀਂ ਬੈਚ ਸ਼ੁਰੂ ਹੋਣ ਤੋਂ ਪਹਿਲਾਂ, ਜਾਂ ਕਲਾਸਾਂ ਦੇ ਪਹਿਲੇ 3 ਦਿਨਾਂ ਵਿੱਚ ਕੋਰਸ ਛੱਡਦੇ ਹੋ, ਤਾਂ ਪੂਰੀ ਫ਼ੀਸ ਵਾਪਸ।',
					'ਜੇ ਦੂਜੇ ਹਫ਼ਤੇ ਦੇ ਅਖ਼ੀਰ ਤੋਂ ਪਹਿਲਾਂ ਛੱਡਦੇ ਹੋ, ਤਾਂ 50% ਫ਼ੀਸ ਵਾਪਸ।',
					'ਦੂਜੇ ਹਫ਼ਤੇ ਤੋਂ ਬਾਅਦ ਫ਼ੀਸ ਵਾਪਸ ਨਹੀਂ ਹੁੰਦੀ, ਪਰ ਤੁਸੀਂ 3 ਮਹੀਨਿਆਂ ਦੇ ਅੰਦਰ ਇੱਕ ਵਾਰ ਮੁਫ਼ਤ ਵਿੱਚ ਅਗਲੇ ਬੈਚ ਵਿੱਚ ਜਾ ਸਕਦੇ ਹੋ।',
					'ਜੇ ਅਸੀਂ ਕੋਈ ਬੈਚ ਰੱਦ ਕਰੀਏ ਜਾਂ ਉਸ ਦਾ ਸਮਾਂ ਬਦਲੀਏ ਅਤੇ ਨਵਾਂ ਸਮਾਂ ਤੁਹਾਡੇ ਲਈ ਠੀਕ ਨਾ ਹੋਵੇ, ਤਾਂ ਅਸੀਂ ਪੂਰੀ ਫ਼ੀਸ ਵਾਪਸ ਕਰਦੇ ਹਾਂ।',
				],
			},
			{
				heading: 'ਅਰਜ਼ੀਆਂ ਅਤੇ ਵੀਜ਼ਾ ਫ਼ਾਈਲ',
				points: [
					'ਜੇ ਤੁਸੀਂ ਸਾਡੇ ਵੱਲੋਂ ਤੁਹਾਡੀ ਫ਼ਾਈਲ ’ਤੇ ਕੰਮ ਸ਼ੁਰੂ ਕਰਨ ਤੋਂ ਪਹਿਲਾਂ ਰੱਦ ਕਰਦੇ ਹੋ, ਤਾਂ ਪੂਰੀ ਫ਼ੀਸ ਵਾਪਸ।',
					'ਜੇ ਕੰਮ ਸ਼ੁਰੂ ਹੋਣ ਤੋਂ ਬਾਅਦ ਪਰ ਕੁਝ ਵੀ ਜਮ੍ਹਾਂ ਹੋਣ ਤੋਂ ਪਹਿਲਾਂ ਰੱਦ ਕਰਦੇ ਹੋ, ਤਾਂ ₹5,000 ਕੱਟ ਕੇ ਬਾਕੀ ਫ਼ੀਸ ਵਾਪਸ।',
					'ਅਰਜ਼ੀ ਜਾਂ ਵੀਜ਼ਾ ਫ਼ਾਈਲ ਜਮ੍ਹਾਂ ਹੋ ਜਾਣ ਤੋਂ ਬਾਅਦ ਫ਼ੀਸ ਵਾਪਸ ਨਹੀਂ ਹੁੰਦੀ।',
					'ਜੇ ਤੁਹਾਡਾ ਸਟੂਡੈਂਟ ਵੀਜ਼ਾ ਰਿਫ਼ਿਊਜ਼ ਹੋ ਜਾਵੇ, ਤਾਂ ਉਸੇ ਕੋਰਸ ਅਤੇ ਇਨਟੇਕ ਲਈ ਇੱਕ ਵਾਰ ਦੁਬਾਰਾ ਅਰਜ਼ੀ ਅਸੀਂ ਬਿਨਾਂ ਕਿਸੇ ਵਾਧੂ ਸਰਵਿਸ ਫ਼ੀਸ ਦੇ ਤਿਆਰ ਕਰਦੇ ਹਾਂ।',
				],
			},
			{
				heading: 'ਫ਼ੀਸ ਵਾਪਸੀ ਕਿਵੇਂ ਹੁੰਦੀ ਹੈ',
				points: [
					'ਫ਼ੀਸ ਵਾਪਸੀ ਲਈ ਲਿਖਤੀ ਰੂਪ ਵਿੱਚ ਕਹੋ, ਈਮੇਲ ਰਾਹੀਂ ਜਾਂ ਫ਼ਰੰਟ ਡੈਸਕ ’ਤੇ, ਅਤੇ ਅਸੀਂ ਇੱਕ ਕੰਮਕਾਜੀ ਦਿਨ ਵਿੱਚ ਪੁਸ਼ਟੀ ਕਰ ਦਿੰਦੇ ਹਾਂ ਕਿ ਤੁਹਾਡੀ ਅਰਜ਼ੀ ਮਿਲ ਗਈ ਹੈ।',
					'ਪੈਸੇ 14 ਕੰਮਕਾਜੀ ਦਿਨਾਂ ਦੇ ਅੰਦਰ ਉਸੇ ਖਾਤੇ ਵਿੱਚ ਵਾਪਸ ਆਉਂਦੇ ਹਨ ਜਿਸ ਤੋਂ ਤੁਸੀਂ ਭੁਗਤਾਨ ਕੀਤਾ ਸੀ।',
					'ਸਰਕਾਰ, ਯੂਨੀਵਰਸਿਟੀਆਂ, ਟੈਸਟ ਸੰਸਥਾਵਾਂ ਜਾਂ ਬੀਮਾ ਕੰਪਨੀਆਂ ਨੂੰ ਭਰੀ ਫ਼ੀਸ ਸਿਰਫ਼ ਉਨ੍ਹਾਂ ਦੇ ਆਪਣੇ ਨਿਯਮਾਂ ਅਨੁਸਾਰ ਵਾਪਸ ਹੁੰਦੀ ਹੈ; ਉਹ ਵਾਪਸ ਲੈਣ ਵਿੱਚ ਅਸੀਂ ਤੁਹਾਡੀ ਮਦਦ ਕਰਦੇ ਹਾਂ।',
				],
			},
		],
	},
	hi: {
		validFrom: '2026-04-01',
		groups: [
			{
				id: 'counselling',
				title: 'काउंसलिंग',
				fees: [
					{ kind: 'service', id: 'career-counselling', name: 'करियर और विदेश में पढ़ाई पर काउंसलिंग', detail: 'दफ़्तर आकर, फ़ोन पर या WhatsApp पर, जितनी बार ज़रूरत हो', amountInr: null },
					{ kind: 'service', id: 'placement-test', name: 'अंग्रेज़ी का placement test', detail: 'किसी भी टेस्ट की तैयारी या भाषा के कोर्स में दाख़िले से पहले', amountInr: null },
					{ kind: 'service', id: 'accommodation-help', name: 'रहने की जगह पर सलाह', detail: 'अलग-अलग विकल्पों की तुलना और अनुबंधों की जाँच', amountInr: null },
					{ kind: 'service', id: 'insurance-help', name: 'ट्रैवल इंश्योरेंस', detail: 'प्लानों की तुलना और इंतज़ाम; प्रीमियम सीधे बीमा कंपनी को जाता है', amountInr: null },
				],
			},
			{
				id: 'test-preparation',
				title: 'IELTS की तैयारी',
				fees: [
					{ kind: 'course', courseId: 'ielts-academic-full-course', detail: 'सोमवार से शुक्रवार, हर हफ़्ते एक पूरा mock test', amountInr: 12000, unit: 'प्रति कोर्स' },
					{ kind: 'course', courseId: 'ielts-general-training-full-course', detail: 'सोमवार से शुक्रवार, हर हफ़्ते एक पूरा mock test', amountInr: 12000, unit: 'प्रति कोर्स' },
					{ kind: 'course', courseId: 'ielts-academic-fast-track-band-7', detail: 'बैंड 7 के क़रीब पहुँचे विद्यार्थियों के लिए; हफ़्ते में दो पूरे mock test', amountInr: 6000, unit: 'प्रति कोर्स' },
					{ kind: 'course', courseId: 'ielts-general-writing-speaking-clinic', detail: 'रोज़ Writing और Speaking का अभ्यास, 24 घंटे में जाँच', amountInr: 6000, unit: 'प्रति कोर्स' },
					{ kind: 'course', courseId: 'ielts-foundation-pre-ielts-english', detail: 'IELTS कोर्स से पहले ग्रामर, शब्दावली और बुनियादी हुनर', amountInr: 5500, unit: 'प्रति कोर्स' },
					{ kind: 'course', courseId: 'ielts-mock-test-series', detail: 'दस पूरे mock test, हर एक के बाद अकेले में समीक्षा', amountInr: 4000, unit: 'प्रति सीरीज़' },
					{ kind: 'course', courseId: 'ielts-weekend-batch', detail: 'शनिवार और रविवार, Academic और General Training', amountInr: 12000, unit: 'प्रति कोर्स' },
					{ kind: 'service', id: 'mock-test', name: 'एक पूरा mock test', detail: 'जाँचकर, लिखित सुझावों के साथ', amountInr: 500, unit: 'प्रति टेस्ट' },
				],
			},
			{
				id: 'languages',
				title: 'भाषाओं के कोर्स',
				fees: [
					{ kind: 'course', courseId: 'spoken-english-confidence', detail: 'शाम के बैच, रोज़ बोलने का अभ्यास', amountInr: 8000, unit: 'प्रति कोर्स' },
					{ kind: 'course', courseId: 'english-grammar-writing-foundations', detail: 'हर हफ़्ते लेखन, ट्रेनर द्वारा जाँच', amountInr: 5500, unit: 'प्रति कोर्स' },
					{ kind: 'course', courseId: 'business-english-interview-skills', detail: 'नौकरी और वीज़ा के रिकॉर्ड किए गए mock इंटरव्यू', amountInr: 6000, unit: 'प्रति कोर्स' },
					{ kind: 'course', courseId: 'german-a1-beginners', detail: 'Goethe-Zertifikat A1 की तैयारी', amountInr: 16000, unit: 'प्रति कोर्स' },
					{ kind: 'course', courseId: 'german-a2-b1-study-work', detail: 'Goethe-Zertifikat और telc B1 की तैयारी', amountInr: 28000, unit: 'प्रति कोर्स' },
					{ kind: 'course', courseId: 'french-a1-a2-beginners', detail: 'दो लेवल, DELF A1 और A2 की तैयारी', amountInr: 26000, unit: 'प्रति कोर्स' },
					{ kind: 'course', courseId: 'french-tef-tcf-canada-preparation', detail: 'TEF Canada और TCF Canada की तैयारी', amountInr: 32000, unit: 'प्रति कोर्स' },
					{ kind: 'course', courseId: 'spanish-a1-beginners', detail: 'DELE A1 की तैयारी', amountInr: 15000, unit: 'प्रति कोर्स' },
					{ kind: 'course', courseId: 'spanish-a2-b1-dele-preparation', detail: 'DELE और SIELE की तैयारी', amountInr: 24000, unit: 'प्रति कोर्स' },
				],
			},
			{
				id: 'online-courses',
				title: 'ऑनलाइन कोर्स',
				fees: [
					{ kind: 'online-course', featuredCourseId: 'ielts-online-intensive', detail: 'शाम को लाइव कक्षाएँ, हर हफ़्ते mock test' },
					{ kind: 'online-course', featuredCourseId: 'german-a1-online', detail: 'लाइव ऑनलाइन कक्षाएँ, Goethe-Zertifikat A1 की तैयारी' },
					{ kind: 'online-course', featuredCourseId: 'spoken-english-confidence', detail: 'ऑनलाइन बातचीत के छोटे ग्रुप' },
					{ kind: 'online-course', featuredCourseId: 'sop-and-application-workshop', detail: 'हर ड्राफ़्ट काउंसलर द्वारा जाँचा जाता है' },
				],
			},
			{
				id: 'applications-and-visas',
				title: 'आवेदन, दस्तावेज़ और वीज़ा',
				fees: [
					{ kind: 'service', id: 'applications', name: 'यूनिवर्सिटी आवेदन', detail: 'यूनिवर्सिटियों का चुनाव, SOP की जाँच और 5 तक आवेदन', amountInr: 15000, unit: 'प्रति इनटेक' },
					{ kind: 'service', id: 'student-visa', name: 'स्टूडेंट वीज़ा फ़ाइल करना', detail: 'कोई भी देश; वीज़ा इंटरव्यू की mock तैयारी सहित', amountInr: 25000, unit: 'प्रति आवेदन' },
					{ kind: 'service', id: 'visitor-visa', name: 'विज़िटर या डिपेंडेंट वीज़ा फ़ाइल करना', detail: 'विद्यार्थियों से मिलने जाने वाले माता-पिता के लिए भी', amountInr: 12000, unit: 'प्रति आवेदक' },
					{ kind: 'service', id: 'apostille', name: 'दस्तावेज़ का apostille या attestation', detail: 'यह हमारी हैंडलिंग फ़ीस है; सरकारी फ़ीस अलग, जितनी लगे उतनी', amountInr: 1500, unit: 'प्रति दस्तावेज़' },
				],
			},
		],
		notes: [
			'हमारी सभी फ़ीसों में 18% GST शामिल है।',
			'सरकारी वीज़ा फ़ीस, हेल्थ सरचार्ज, अंग्रेज़ी टेस्ट की फ़ीस, यूनिवर्सिटी की आवेदन फ़ीस और बीमे का प्रीमियम सीधे सरकार, टेस्ट लेने वाली संस्था, यूनिवर्सिटी या बीमा कंपनी को दिए जाते हैं। ये हमारी फ़ीस नहीं हैं, और हम इन पर कभी भी अपना कोई मुनाफ़ा नहीं जोड़ते।',
			'हर भुगतान की आपको रसीद मिलती है। हम UPI, कार्ड और बैंक ट्रांसफ़र से भुगतान लेते हैं; छपी हुई रसीद के बिना किसी को भी नक़द पैसे न दें।',
		],
		refundPolicy: [
			{
				heading: 'कोर्स (IELTS, भाषाएँ और ऑनलाइन कोर्स)',
				points: [
					'अगर आप बैच शुरू होने से पहले, या कक्षाओं के पहले 3 दिनों में कोर्स छोड़ते हैं, तो पूरी फ़ीस वापस।',
					'अगर दूसरे हफ़्ते के अंत से पहले छोड़ते हैं, तो 50% फ़ीस वापस।',
					'दूसरे हफ़्ते के बाद फ़ीस वापस नहीं होती, लेकिन आप 3 महीने के अंदर एक बार मुफ़्त में अगले बैच में जा सकते हैं।',
					'अगर हम कोई बैच रद्द करें या उसका समय बदलें और नया समय आपके लिए ठीक न हो, तो हम पूरी फ़ीस वापस करते हैं।',
				],
			},
			{
				heading: 'आवेदन और वीज़ा फ़ाइल',
				points: [
					'अगर आप हमारे द्वारा आपकी फ़ाइल पर काम शुरू करने से पहले रद्द करते हैं, तो पूरी फ़ीस वापस।',
					'अगर काम शुरू होने के बाद लेकिन कुछ भी जमा होने से पहले रद्द करते हैं, तो ₹5,000 काटकर बाक़ी फ़ीस वापस।',
					'आवेदन या वीज़ा फ़ाइल जमा हो जाने के बाद फ़ीस वापस नहीं होती।',
					'अगर आपका स्टूडेंट वीज़ा रिफ़्यूज़ हो जाए, तो उसी कोर्स और इनटेक के लिए एक बार दोबारा आवेदन हम बिना किसी अतिरिक्त सर्विस फ़ीस के तैयार करते हैं।',
				],
			},
			{
				heading: 'फ़ीस वापसी कैसे होती है',
				points: [
					'फ़ीस वापसी के लिए लिखित में कहें, ईमेल से या फ़्रंट डेस्क पर, और हम एक कामकाजी दिन में पुष्टि कर देते हैं कि आपका अनुरोध मिल गया है।',
					'पैसे 14 कामकाजी दिनों के अंदर उसी खाते में वापस आते हैं जिससे आपने भुगतान किया था।',
					'सरकार, यूनिवर्सिटियों, टेस्ट संस्थाओं या बीमा कंपनियों को दी गई फ़ीस सिर्फ़ उनके अपने नियमों के अनुसार वापस होती है; उसे वापस पाने में हम आपकी मदद करते हैं।',
				],
			},
		],
	},
}
