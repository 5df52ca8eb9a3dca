import type { Testimonial } from '../testimonials'
import type { Translations } from './translations'

/*
 * The home page's testimonials in Punjabi and Hindi, by the English one's id (issue 20): each
 * student's words as they would say them at home. Names, universities and bands stay as in English.
 */
export const testimonialTranslations: Translations<Testimonial[]> = {
	pa: [
		{
			id: 'simran-kaur',
			name: 'Simran Kaur',
			class: 'IELTS ਅਕਾਦਮਿਕ, ਮਾਰਚ 2026 ਦਾ ਬੈਚ',
			text: 'Writing ਵਿੱਚ ਮੇਰਾ ਬੈਂਡ 6 ’ਤੇ ਅਟਕਿਆ ਸੀ। ਹਰ ਹਫ਼ਤੇ ਲੇਖਾਂ ’ਤੇ ਮਿਲੀ ਰਾਏ ਨੇ ਸਾਫ਼ ਵਿਖਾਇਆ ਕਿ examiner ਕੀ ਵੇਖਦੇ ਹਨ, ਅਤੇ ਦੂਜੀ ਵਾਰ ਮੇਰੇ 7.5 overall ਆਏ।',
			photo: '/images/testimonials/simran.svg',
		},
		{
			id: 'arjun-sharma',
			name: 'Arjun Sharma',
			class: 'MSc ਡਾਟਾ ਸਾਇੰਸ, University of Leicester',
			text: 'ਮੇਰੇ ਕਾਊਂਸਲਰ ਨੇ ਸਾਡੇ ਬਜਟ ਵਾਲੀਆਂ ਯੂਨੀਵਰਸਿਟੀਆਂ ਚੁਣਨ ਵਿੱਚ ਮਦਦ ਕੀਤੀ ਅਤੇ ਮੇਰੀ ਵੀਜ਼ਾ ਫ਼ਾਈਲ ਦਾ ਹਰ ਸਫ਼ਾ ਜਾਂਚਿਆ। ਤਿੰਨ ਹਫ਼ਤਿਆਂ ਵਿੱਚ ਵੀਜ਼ਾ ਆ ਗਿਆ।',
			photo: '/images/testimonials/arjun.svg',
		},
		{
			id: 'manpreet-singh',
			name: 'Manpreet Singh',
			class: 'ਬਿਜ਼ਨਸ ਡਿਪਲੋਮਾ, Toronto',
			text: 'ਉਨ੍ਹਾਂ ਨੇ ਸਾਫ਼ ਦੱਸਿਆ ਕਿ ਮੇਰੀ ਪਹਿਲੀ ਪਸੰਦ ਵਿੱਚ ਖ਼ਤਰਾ ਸੀ ਅਤੇ ਵਧੇਰੇ ਢੁਕਵਾਂ ਕਾਲਜ ਸੁਝਾਇਆ। ਮੇਰੇ ਮਾਪਿਆਂ ਨੂੰ ਚੰਗਾ ਲੱਗਾ ਕਿ ਕਿਸੇ ਨੇ ਸਾਡੇ ’ਤੇ ਜ਼ੋਰ ਨਹੀਂ ਪਾਇਆ।',
			photo: '/images/testimonials/manpreet.svg',
		},
	],
	hi: [
		{
			id: 'simran-kaur',
			name: 'Simran Kaur',
			class: 'IELTS अकादमिक, मार्च 2026 का बैच',
			text: 'Writing में मेरा बैंड 6 पर अटका हुआ था। हर हफ़्ते निबंधों पर मिली राय ने ठीक-ठीक दिखाया कि examiner क्या देखते हैं, और दूसरी बार में मेरे 7.5 overall आए।',
			photo: '/images/testimonials/simran.svg',
		},
		{
			id: 'arjun-sharma',
			name: 'Arjun Sharma',
			class: 'MSc डेटा साइंस, University of Leicester',
			text: 'मेरे काउंसलर ने ऐसी यूनिवर्सिटियाँ चुनने में मदद की जिनका ख़र्च हम उठा सकते थे, और मेरी वीज़ा फ़ाइल का हर पन्ना जाँचा। तीन हफ़्तों में वीज़ा आ गया।',
			photo: '/images/testimonials/arjun.svg',
		},
		{
			id: 'manpreet-singh',
			name: 'Manpreet Singh',
			class: 'बिज़नेस डिप्लोमा, Toronto',
			text: 'उन्होंने साफ़ बताया कि मेरी पहली पसंद में जोखिम था, और मेरे लिए ज़्यादा सही कॉलेज सुझाया। मेरे माता-पिता को यह बात अच्छी लगी कि किसी ने हम पर कोई दबाव नहीं डाला।',
			photo: '/images/testimonials/manpreet.svg',
		},
	],
}
