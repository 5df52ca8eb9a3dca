import type { GuideTranslations } from './index'

/** The Australia guide's why-study text, fast facts and FAQs in Punjabi and Hindi; figures and {fact:…} references exactly as in English. */
export const australiaTranslations: GuideTranslations = {
	pa: {
		whyStudy:
			'Australia ਦੀਆਂ ਕਈ ਯੂਨੀਵਰਸਿਟੀਆਂ ਦੁਨੀਆ ਦੀਆਂ ਪਹਿਲੀਆਂ 50 ਵਿੱਚ ਹਨ; ਇੱਥੇ ਮੌਸਮ ਨਿੱਘਾ ਹੈ, ਜ਼ਿੰਦਗੀ ਖੁੱਲ੍ਹੀ-ਡੁੱਲ੍ਹੀ ਹੈ ਅਤੇ ਭਾਰਤ ਤੋਂ ਬਾਹਰ ਸਭ ਤੋਂ ਵੱਡੇ ਭਾਰਤੀ ਭਾਈਚਾਰਿਆਂ ਵਿੱਚੋਂ ਇੱਕ ਇੱਥੇ ਵੱਸਦਾ ਹੈ, ਅਤੇ ਦਿੱਲੀ ਅਤੇ ਭਾਰਤ ਦੇ ਹੋਰ ਸ਼ਹਿਰਾਂ ਲਈ ਸਿੱਧੀਆਂ ਉਡਾਣਾਂ ਹਨ। ਇੱਥੋਂ ਦੀਆਂ ਯੂਨੀਵਰਸਿਟੀਆਂ ਇੰਜੀਨੀਅਰਿੰਗ, IT, ਸਿਹਤ, ਨਰਸਿੰਗ, ਬਿਜ਼ਨਸ, ਅਕਾਊਂਟਿੰਗ ਅਤੇ ਖੇਤੀਬਾੜੀ ਵਿੱਚ ਮਜ਼ਬੂਤ ਹਨ, ਅਤੇ TAFE ਕਾਲਜ ਕੰਮ-ਕਾਜੀ ਕਿੱਤਾਮੁਖੀ ਕੋਰਸ ਕਰਵਾਉਂਦੇ ਹਨ। Australia–India Economic Cooperation and Trade Agreement ਅਤੇ ਯੋਗਤਾਵਾਂ ਦੀ ਆਪਸੀ ਮਾਨਤਾ ਨਾਲ ਭਾਰਤੀ ਡਿਗਰੀਆਂ Australia ਵਿੱਚ ਅਤੇ Australian ਡਿਗਰੀਆਂ ਭਾਰਤ ਵਿੱਚ ਵਰਤਣੀਆਂ ਸੌਖੀਆਂ ਹੋ ਗਈਆਂ ਹਨ। ਵਿਦਿਆਰਥੀ ਇੰਨਾ ਕੰਮ ਕਰ ਸਕਦੇ ਹਨ: {fact:work-hours}। ਗ੍ਰੈਜੂਏਟ Temporary Graduate visa ’ਤੇ ਰੁਕ ਸਕਦੇ ਹਨ: Australia–India ਵਪਾਰ ਸਮਝੌਤੇ ਤਹਿਤ ਭਾਰਤੀ ਗ੍ਰੈਜੂਏਟਾਂ ਲਈ {fact:psw-india}, ਅਤੇ regional ਇਲਾਕਿਆਂ ਵਿੱਚ ਪੜ੍ਹਾਈ ਲਈ ਵਾਧੂ ਸਮਾਂ ਮਿਲਦਾ ਹੈ। Australia ਨੇ ਹਾਲ ਹੀ ਵਿੱਚ ਨਿਯਮ ਸਖ਼ਤ ਕੀਤੇ ਹਨ: July 2025 ਵਿੱਚ ਸਟੂਡੈਂਟ ਵੀਜ਼ਾ ਫ਼ੀਸ ਵਧ ਕੇ {fact:student-visa-fee} ਹੋ ਗਈ, Genuine Student ਟੈਸਟ ਲਾਗੂ ਹੈ ਅਤੇ ਨਵੇਂ ਵਿਦੇਸ਼ੀ ਦਾਖ਼ਲਿਆਂ ’ਤੇ ਹੱਦਾਂ ਹਨ। ਮਜ਼ਬੂਤ study plan ਨਾਲ ਅਪਲਾਈ ਕਰੋ, ਅਤੇ ਸ਼ਹਿਰਾਂ ਦੀ ਤੁਲਨਾ ਕਰੋ: Adelaide, Perth ਅਤੇ regional ਕੈਂਪਸ Sydney ਅਤੇ Melbourne ਨਾਲੋਂ ਸਸਤੇ ਹਨ।',
		fastFacts: {
			gdp: '{fact:gdp}',
			dialingCode: '+61',
			currency: 'ਆਸਟ੍ਰੇਲੀਅਨ ਡਾਲਰ (AUD, A$)',
			universities: 'ਲਗਭਗ 40 ਯੂਨੀਵਰਸਿਟੀਆਂ, ਜ਼ਿਆਦਾਤਰ ਸਰਕਾਰੀ, ਨਾਲ ਬਹੁਤ ਸਾਰੇ TAFE ਅਤੇ ਪ੍ਰਾਈਵੇਟ ਕਾਲਜ',
		},
		faqs: [
			{
				question: 'Australia ਦੇ ਸਟੂਡੈਂਟ ਵੀਜ਼ੇ ਦੀ ਫ਼ੀਸ ਕਿੰਨੀ ਹੈ?',
				answer: '1 July 2025 ਤੋਂ ਮੁੱਖ ਅਰਜ਼ੀਕਾਰ ਲਈ {fact:student-visa-fee}, ਨਾਲ ਅਰਜ਼ੀ ਵਿੱਚ ਸ਼ਾਮਲ ਪਰਿਵਾਰ ਦੇ ਜੀਆਂ ਲਈ ਵਾਧੂ ਖ਼ਰਚਾ। ਅਪਲਾਈ ਕਰਨ ਤੋਂ ਪਹਿਲਾਂ Visa Pricing Estimator ’ਤੇ ਮੌਜੂਦਾ ਰਕਮ ਜਾਂਚ ਲਓ।',
			},
			{
				question: 'Genuine Student ਸ਼ਰਤ ਕੀ ਹੈ?',
				answer: 'ਤੁਸੀਂ ਆਪਣੇ ਹਾਲਾਤ, ਆਪਣੇ ਕੋਰਸ ਅਤੇ ਇਹ ਤੁਹਾਡੀਆਂ ਅਗਲੀਆਂ ਯੋਜਨਾਵਾਂ ਵਿੱਚ ਕਿਵੇਂ ਫ਼ਿੱਟ ਬੈਠਦਾ ਹੈ, ਇਸ ਬਾਰੇ ਸਵਾਲਾਂ ਦੇ ਜਵਾਬ ਦਿੰਦੇ ਹੋ। ਇਸ ਨੇ 23 March 2024 ਨੂੰ GTE statement ਦੀ ਥਾਂ ਲਈ।',
			},
			{
				question: 'ਮੈਂ ਕਿੰਨੇ ਘੰਟੇ ਕੰਮ ਕਰ ਸਕਦਾ ਹਾਂ?',
				answer: 'ਸਟੂਡੈਂਟ ਵੀਜ਼ੇ ’ਤੇ ਤੁਸੀਂ ਇੰਨਾ ਕੰਮ ਕਰ ਸਕਦੇ ਹੋ: {fact:work-hours}।',
			},
			{
				question: 'ਗ੍ਰੈਜੂਏਸ਼ਨ ਤੋਂ ਬਾਅਦ ਮੈਂ ਕਿੰਨਾ ਸਮਾਂ ਰੁਕ ਸਕਦਾ ਹਾਂ?',
				answer: 'Temporary Graduate visa ’ਤੇ ਭਾਰਤੀ ਗ੍ਰੈਜੂਏਟ ਵਜੋਂ: {fact:psw-india}, ਨਾਲ regional ਪੜ੍ਹਾਈ ਲਈ ਵਾਧੂ ਸਮਾਂ।',
			},
			{
				question: 'ਮੈਨੂੰ IELTS ਵਿੱਚ ਕਿੰਨੇ ਬੈਂਡ ਚਾਹੀਦੇ ਹਨ?',
				answer: 'ਸਟੂਡੈਂਟ ਵੀਜ਼ੇ ਲਈ ਘੱਟੋ-ਘੱਟ 6.0 overall, ਯੂਨੀਵਰਸਿਟੀ ਦਾਖ਼ਲੇ ਲਈ ਆਮ ਤੌਰ ’ਤੇ 6.5 (ਕੋਈ ਬੈਂਡ 6.0 ਤੋਂ ਘੱਟ ਨਹੀਂ), ਅਤੇ Temporary Graduate visa ਲਈ 6.5 (ਹਰ ਬੈਂਡ ਵਿੱਚ ਘੱਟੋ-ਘੱਟ 5.5)।',
			},
			{
				question: 'ਕੀ ਸਿਹਤ ਬੀਮਾ ਲਾਜ਼ਮੀ ਹੈ?',
				answer: 'ਹਾਂ। ਵੀਜ਼ਾ ਮਿਲਣ ਤੋਂ ਪਹਿਲਾਂ ਤੁਹਾਨੂੰ ਵੀਜ਼ੇ ਦੇ ਪੂਰੇ ਸਮੇਂ ਲਈ Overseas Student Health Cover (OSHC) ਲੈਣਾ ਪੈਂਦਾ ਹੈ।',
			},
		],
	},
	hi: {
		whyStudy:
			'Australia की कई यूनिवर्सिटियाँ दुनिया की पहली 50 में हैं; यहाँ मौसम गर्म है, ज़िंदगी खुली और आरामदेह है और भारत के बाहर सबसे बड़े भारतीय समुदायों में से एक यहाँ बसता है, और दिल्ली और भारत के दूसरे शहरों के लिए सीधी उड़ानें हैं। यहाँ की यूनिवर्सिटियाँ इंजीनियरिंग, IT, स्वास्थ्य, नर्सिंग, बिज़नेस, अकाउंटिंग और खेती में मज़बूत हैं, और TAFE कॉलेज व्यावहारिक व्यावसायिक कोर्स कराते हैं। Australia–India Economic Cooperation and Trade Agreement और योग्यताओं की आपसी मान्यता से भारतीय डिग्रियाँ Australia में और Australian डिग्रियाँ भारत में इस्तेमाल करना आसान हो गया है। विद्यार्थी इतना काम कर सकते हैं: {fact:work-hours}। ग्रेजुएट Temporary Graduate visa पर रुक सकते हैं: Australia–India व्यापार समझौते के तहत भारतीय ग्रेजुएट्स के लिए {fact:psw-india}, और regional इलाक़ों में पढ़ाई के लिए अतिरिक्त समय मिलता है। Australia ने हाल ही में नियम सख़्त किए हैं: July 2025 में स्टूडेंट वीज़ा फ़ीस बढ़कर {fact:student-visa-fee} हो गई, Genuine Student टेस्ट लागू है और नए विदेशी दाख़िलों पर सीमाएँ हैं। मज़बूत study plan के साथ आवेदन करें, और शहरों की तुलना करें: Adelaide, Perth और regional कैंपस Sydney और Melbourne से सस्ते हैं।',
		fastFacts: {
			gdp: '{fact:gdp}',
			dialingCode: '+61',
			currency: 'ऑस्ट्रेलियन डॉलर (AUD, A$)',
			universities: 'लगभग 40 यूनिवर्सिटियाँ, ज़्यादातर सरकारी, साथ में बहुत-से TAFE और प्राइवेट कॉलेज',
		},
		faqs: [
			{
				question: 'Australia के स्टूडेंट वीज़ा की फ़ीस कितनी है?',
				answer: '1 July 2025 से मुख्य आवेदक के लिए {fact:student-visa-fee}, साथ में आवेदन में शामिल परिवार के सदस्यों के लिए अतिरिक्त ख़र्च। आवेदन करने से पहले Visa Pricing Estimator पर मौजूदा रक़म जाँच लें।',
			},
			{
				question: 'Genuine Student शर्त क्या है?',
				answer: 'आप अपने हालात, अपने कोर्स और यह आपकी आगे की योजनाओं में कैसे फ़िट बैठता है, इस बारे में सवालों के जवाब देते हैं। इसने 23 March 2024 को GTE statement की जगह ली।',
			},
			{
				question: 'मैं कितने घंटे काम कर सकता हूँ?',
				answer: 'स्टूडेंट वीज़ा पर आप इतना काम कर सकते हैं: {fact:work-hours}।',
			},
			{
				question: 'ग्रेजुएशन के बाद मैं कितने समय रुक सकता हूँ?',
				answer: 'Temporary Graduate visa पर भारतीय ग्रेजुएट के रूप में: {fact:psw-india}, साथ में regional पढ़ाई के लिए अतिरिक्त समय।',
			},
			{
				question: 'मुझे IELTS में कितने बैंड चाहिए?',
				answer: 'स्टूडेंट वीज़ा के लिए कम से कम 6.0 overall, यूनिवर्सिटी दाख़िले के लिए आमतौर पर 6.5 (कोई बैंड 6.0 से कम नहीं), और Temporary Graduate visa के लिए 6.5 (हर बैंड में कम से कम 5.5)।',
			},
			{
				question: 'क्या स्वास्थ्य बीमा ज़रूरी है?',
				answer: 'हाँ। वीज़ा मिलने से पहले आपको वीज़ा की पूरी अवधि के लिए Overseas Student Health Cover (OSHC) लेना होता है।',
			},
		],
	},
}
