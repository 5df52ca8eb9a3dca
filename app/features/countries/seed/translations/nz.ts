import type { GuideTranslations } from './index'

/** The New Zealand guide's why-study text, fast facts and FAQs in Punjabi and Hindi; figures and {fact:…} references exactly as in English. */
export const newZealandTranslations: GuideTranslations = {
	pa: {
		whyStudy:
			'New Zealand ਛੋਟਾ, ਸੁਰੱਖਿਅਤ ਅਤੇ ਬਹੁਤ ਸੋਹਣਾ ਦੇਸ਼ ਹੈ, ਅਤੇ ਇਸ ਦੀਆਂ ਅੱਠੇ ਯੂਨੀਵਰਸਿਟੀਆਂ ਦੁਨੀਆ ਦੀਆਂ ਪਹਿਲੀਆਂ 3% ਯੂਨੀਵਰਸਿਟੀਆਂ ਵਿੱਚ ਗਿਣੀਆਂ ਜਾਂਦੀਆਂ ਹਨ। ਪੜ੍ਹਾਈ ਪ੍ਰੈਕਟੀਕਲ ਅਤੇ ਖੋਜ ’ਤੇ ਅਧਾਰਿਤ ਹੈ, ਕਲਾਸਾਂ ਛੋਟੀਆਂ ਹਨ ਅਤੇ ਅਧਿਆਪਕਾਂ ਤੱਕ ਪਹੁੰਚ ਸੌਖੀ ਹੈ, ਅਤੇ ਇਹ ਦੇਸ਼ ਖੇਤੀਬਾੜੀ ਅਤੇ food science, ਵਾਤਾਵਰਨ ਵਿਗਿਆਨ, ਇੰਜੀਨੀਅਰਿੰਗ, IT, ਸੈਰ-ਸਪਾਟੇ ਅਤੇ ਸਿਹਤ ਲਈ ਜਾਣਿਆ ਜਾਂਦਾ ਹੈ। ਇਹ ਦੁਨੀਆ ਦੇ ਸਭ ਤੋਂ ਸ਼ਾਂਤ ਦੇਸ਼ਾਂ ਵਿੱਚੋਂ ਇੱਕ ਹੈ, ਲੋਕ ਮਿਲਣਸਾਰ ਅਤੇ ਸਾਦੇ ਹਨ, ਅਤੇ ਖ਼ਾਸ ਕਰਕੇ Auckland ਵਿੱਚ ਭਾਰਤੀ ਅਤੇ ਪੰਜਾਬੀ ਭਾਈਚਾਰਾ ਚੰਗੀ ਤਰ੍ਹਾਂ ਵੱਸਿਆ ਹੋਇਆ ਹੈ। ਵਿਦਿਆਰਥੀ ਇੰਨਾ ਕੰਮ ਕਰ ਸਕਦੇ ਹਨ: {fact:work-hours}। bachelor’s ਜਾਂ ਉਸ ਤੋਂ ਉੱਚੀ ਡਿਗਰੀ ਵਾਲੇ ਗ੍ਰੈਜੂਏਟਾਂ ਨੂੰ ਖੁੱਲ੍ਹਾ Post-Study Work Visa ({fact:psw-length}) ਮਿਲ ਸਕਦਾ ਹੈ, ਜਿਸ ਨਾਲ ਕਈ skilled residence ਤੱਕ ਪਹੁੰਚਦੇ ਹਨ। Auckland ਅਤੇ Wellington ਤੋਂ ਬਾਹਰ ਰਹਿਣ-ਸਹਿਣ ਦਾ ਖ਼ਰਚਾ Australia ਨਾਲੋਂ ਘੱਟ ਹੈ, ਅਤੇ ਸਰਕਾਰ ਦੇ New Zealand Excellence Awards ਭਾਰਤੀ ਵਿਦਿਆਰਥੀਆਂ ਨੂੰ ਵਜ਼ੀਫ਼ੇ ਦਿੰਦੇ ਹਨ। ਆਪਣਾ ਬਜਟ ਧਿਆਨ ਨਾਲ ਬਣਾਓ: ਰਹਿਣ-ਸਹਿਣ ਲਈ ਤੁਹਾਨੂੰ ਹਰ ਸਾਲ ਦੇ {fact:funds-year} ਦਿਖਾਉਣੇ ਪੈਂਦੇ ਹਨ, ਅਜਿਹੇ ਸਰੋਤ ਤੋਂ ਜਿਸ ਦੀ Immigration New Zealand ਪੁਸ਼ਟੀ ਕਰ ਸਕੇ।',
		fastFacts: {
			gdp: '{fact:gdp}',
			dialingCode: '+64',
			currency: 'ਨਿਊਜ਼ੀਲੈਂਡ ਡਾਲਰ (NZD, NZ$)',
			universities: '8 ਯੂਨੀਵਰਸਿਟੀਆਂ, ਸਾਰੀਆਂ ਸਰਕਾਰੀ, ਨਾਲ polytechnics ਅਤੇ ਪ੍ਰਾਈਵੇਟ ਸਿਖਲਾਈ ਸੰਸਥਾਵਾਂ',
		},
		faqs: [
			{
				question: 'New Zealand ਦੇ ਸਟੂਡੈਂਟ ਵੀਜ਼ੇ ਲਈ ਮੈਨੂੰ ਕਿੰਨੇ ਪੈਸੇ ਚਾਹੀਦੇ ਹਨ?',
				answer: 'ਰਹਿਣ-ਸਹਿਣ ਲਈ ਹਰ ਸਾਲ ਦੇ {fact:funds-year} (ਜਾਂ ਇੱਕ ਸਾਲ ਤੋਂ ਛੋਟੀ ਪੜ੍ਹਾਈ ਲਈ ਹਰ ਮਹੀਨੇ ਦੇ {fact:funds-month}), ਨਾਲ ਟਿਊਸ਼ਨ ਫ਼ੀਸ ਅਤੇ ਵਾਪਸੀ ਦੀ ਟਿਕਟ ਜਾਂ ਉਸ ਲਈ ਪੈਸੇ। ਪੈਸੇ ਅਜਿਹੇ ਸਰੋਤ ਤੋਂ ਹੋਣੇ ਚਾਹੀਦੇ ਹਨ ਜਿਸ ਦੀ Immigration New Zealand ਪੁਸ਼ਟੀ ਕਰ ਸਕੇ।',
			},
			{
				question: 'ਮੈਂ ਕਿੰਨੇ ਘੰਟੇ ਕੰਮ ਕਰ ਸਕਦਾ ਹਾਂ?',
				answer: 'ਡਿਗਰੀ ਦੇ ਜ਼ਿਆਦਾਤਰ ਵਿਦਿਆਰਥੀ ਇੰਨਾ ਕੰਮ ਕਰ ਸਕਦੇ ਹਨ: {fact:work-hours}। ਆਪਣੇ ਵੀਜ਼ੇ ਦੀਆਂ ਸ਼ਰਤਾਂ ਜਾਂਚ ਲਓ।',
			},
			{
				question: 'ਕੀ ਪੜ੍ਹਾਈ ਤੋਂ ਬਾਅਦ ਮੈਂ ਉੱਥੇ ਰਹਿ ਸਕਦਾ ਹਾਂ?',
				answer: 'ਹਾਂ। bachelor’s ਜਾਂ ਉਸ ਤੋਂ ਉੱਚੀ ਡਿਗਰੀ ਨਾਲ ਤੁਹਾਨੂੰ Post-Study Work Visa ਮਿਲ ਸਕਦਾ ਹੈ: {fact:psw-length}। ਕਦੋਂ ਅਪਲਾਈ ਕਰਨਾ ਹੈ: {fact:psw-deadline}।',
			},
			{
				question: 'ਕੀ New Zealand ਦੀਆਂ ਸਾਰੀਆਂ ਯੂਨੀਵਰਸਿਟੀਆਂ ਚੰਗੀਆਂ ਹਨ?',
				answer: 'ਹਾਂ। ਅੱਠੇ ਯੂਨੀਵਰਸਿਟੀਆਂ ਸਰਕਾਰੀ ਹਨ ਅਤੇ QS World University Rankings ਵਿੱਚ ਆਉਂਦੀਆਂ ਹਨ।',
			},
			{
				question: 'ਦਾਖ਼ਲੇ (intakes) ਕਦੋਂ ਹੁੰਦੇ ਹਨ?',
				answer: 'ਮੁੱਖ ਇਨਟੇਕ February ਅਤੇ July ਵਿੱਚ ਹੁੰਦੇ ਹਨ; ਕੁਝ ਪ੍ਰੋਗਰਾਮ November ਵਿੱਚ ਵੀ ਸ਼ੁਰੂ ਹੁੰਦੇ ਹਨ।',
			},
			{
				question: 'ਕੀ New Zealand ਸੁਰੱਖਿਅਤ ਹੈ?',
				answer: 'ਹਾਂ। ਇਹ ਦੁਨੀਆ ਦੇ ਸਭ ਤੋਂ ਸ਼ਾਂਤ ਦੇਸ਼ਾਂ ਵਿੱਚੋਂ ਇੱਕ ਹੈ, ਅਤੇ ਯੂਨੀਵਰਸਿਟੀਆਂ ਨੂੰ ਵਿਦੇਸ਼ੀ ਵਿਦਿਆਰਥੀਆਂ ਲਈ Code of Pastoral Care ਦੀ ਪਾਲਣਾ ਕਰਨੀ ਪੈਂਦੀ ਹੈ।',
			},
		],
	},
	hi: {
		whyStudy:
			'New Zealand छोटा, सुरक्षित और बहुत सुंदर देश है, और इसकी आठों यूनिवर्सिटियाँ दुनिया की पहली 3% यूनिवर्सिटियों में गिनी जाती हैं। पढ़ाई व्यावहारिक और शोध पर आधारित है, कक्षाएँ छोटी हैं और शिक्षकों तक पहुँच आसान है, और यह देश खेती और food science, पर्यावरण विज्ञान, इंजीनियरिंग, IT, पर्यटन और स्वास्थ्य के लिए जाना जाता है। यह दुनिया के सबसे शांत देशों में से एक है, लोग मिलनसार और सादे हैं, और ख़ासकर Auckland में भारतीय और पंजाबी समुदाय अच्छी तरह बसा हुआ है। विद्यार्थी इतना काम कर सकते हैं: {fact:work-hours}। bachelor’s या उससे ऊँची डिग्री वाले ग्रेजुएट्स को खुला Post-Study Work Visa ({fact:psw-length}) मिल सकता है, जिससे कई skilled residence तक पहुँचते हैं। Auckland और Wellington के बाहर रहने-खाने का ख़र्च Australia से कम है, और सरकार के New Zealand Excellence Awards भारतीय विद्यार्थियों को स्कॉलरशिप देते हैं। अपना बजट ध्यान से बनाएँ: रहने-खाने के लिए आपको हर साल के {fact:funds-year} दिखाने होते हैं, ऐसे स्रोत से जिसकी Immigration New Zealand पुष्टि कर सके।',
		fastFacts: {
			gdp: '{fact:gdp}',
			dialingCode: '+64',
			currency: 'न्यूज़ीलैंड डॉलर (NZD, NZ$)',
			universities: '8 यूनिवर्सिटियाँ, सभी सरकारी, साथ में polytechnics और प्राइवेट प्रशिक्षण संस्थान',
		},
		faqs: [
			{
				question: 'New Zealand के स्टूडेंट वीज़ा के लिए मुझे कितने पैसे चाहिए?',
				answer: 'रहने-खाने के लिए हर साल के {fact:funds-year} (या एक साल से छोटी पढ़ाई के लिए हर महीने के {fact:funds-month}), साथ में ट्यूशन फ़ीस और वापसी का टिकट या उसके लिए पैसे। पैसे ऐसे स्रोत से होने चाहिए जिसकी Immigration New Zealand पुष्टि कर सके।',
			},
			{
				question: 'मैं कितने घंटे काम कर सकता हूँ?',
				answer: 'डिग्री के ज़्यादातर विद्यार्थी इतना काम कर सकते हैं: {fact:work-hours}। अपने वीज़ा की शर्तें जाँच लें।',
			},
			{
				question: 'क्या पढ़ाई के बाद मैं वहाँ रह सकता हूँ?',
				answer: 'हाँ। bachelor’s या उससे ऊँची डिग्री के साथ आपको Post-Study Work Visa मिल सकता है: {fact:psw-length}। कब आवेदन करें: {fact:psw-deadline}।',
			},
			{
				question: 'क्या New Zealand की सभी यूनिवर्सिटियाँ अच्छी हैं?',
				answer: 'हाँ। आठों यूनिवर्सिटियाँ सरकारी हैं और QS World University Rankings में आती हैं।',
			},
			{
				question: 'दाख़िले (intakes) कब होते हैं?',
				answer: 'मुख्य इनटेक February और July में होते हैं; कुछ प्रोग्राम November में भी शुरू होते हैं।',
			},
			{
				question: 'क्या New Zealand सुरक्षित है?',
				answer: 'हाँ। यह दुनिया के सबसे शांत देशों में से एक है, और यूनिवर्सिटियों को विदेशी विद्यार्थियों के लिए Code of Pastoral Care का पालन करना होता है।',
			},
		],
	},
}
