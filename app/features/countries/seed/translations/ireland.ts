import type { GuideTranslations } from './index'

/** The Ireland guide's why-study text, fast facts and FAQs in Punjabi and Hindi; figures and {fact:…} references exactly as in English. */
export const irelandTranslations: GuideTranslations = {
	pa: {
		whyStudy:
			'Ireland ਯੂਰਪੀ ਸੰਘ (European Union) ਦਾ ਅੰਗਰੇਜ਼ੀ ਬੋਲਣ ਵਾਲਾ ਦੇਸ਼ ਹੈ, ਅਤੇ ਦੁਨੀਆ ਦੀਆਂ ਕਈ ਸਭ ਤੋਂ ਵੱਡੀਆਂ ਟੈਕਨਾਲੋਜੀ, ਦਵਾਈਆਂ (pharmaceutical) ਅਤੇ ਵਿੱਤੀ ਕੰਪਨੀਆਂ ਦਾ ਯੂਰਪੀ ਟਿਕਾਣਾ ਹੈ, ਜਿਵੇਂ Google, Meta, Apple, Microsoft, Pfizer ਅਤੇ Intel। ਇਸ ਲਈ ਇਹ ਕੰਪਿਊਟਰ ਸਾਇੰਸ, data analytics, ਬਿਜ਼ਨਸ, ਫ਼ਾਇਨੈਂਸ ਅਤੇ life sciences ਪੜ੍ਹਨ ਵਾਲੇ ਭਾਰਤੀ ਵਿਦਿਆਰਥੀਆਂ ਲਈ ਬਹੁਤ ਵਧੀਆ ਥਾਂ ਹੈ। ਜ਼ਿਆਦਾਤਰ master’s ਡਿਗਰੀਆਂ ਸਿਰਫ਼ ਇੱਕ ਸਾਲ ਦੀਆਂ ਹਨ, ਇਸ ਲਈ ਤੁਹਾਡਾ ਇੱਕ ਸਾਲ ਦੀ ਫ਼ੀਸ ਅਤੇ ਰਹਿਣ-ਸਹਿਣ ਦਾ ਖ਼ਰਚਾ ਬਚ ਜਾਂਦਾ ਹੈ। Irish ਯੂਨੀਵਰਸਿਟੀਆਂ ਦਾ ਮਾਹੌਲ ਮਿਲਣਸਾਰ ਅਤੇ ਸੁਰੱਖਿਅਤ ਹੈ, ਕਲਾਸਾਂ ਛੋਟੀਆਂ ਹਨ ਅਤੇ ਪੜ੍ਹਾਈ ਪ੍ਰੈਕਟੀਕਲ ਹੈ। master’s ਤੋਂ ਬਾਅਦ ਤੁਸੀਂ ਨੌਕਰੀ ਲੱਭਣ ਲਈ Stamp 1G ({fact:stamp1g-length}) graduate permission ’ਤੇ ਰਹਿ ਸਕਦੇ ਹੋ, ਅਤੇ Critical Skills ਸੂਚੀ ਵਾਲੀਆਂ ਨੌਕਰੀਆਂ ਨਾਲ Stamp 4 ਅਤੇ ਸਮੇਂ ਨਾਲ ਲੰਮੇ ਸਮੇਂ ਦੀ ਰਿਹਾਇਸ਼ (long-term residence) ਮਿਲ ਸਕਦੀ ਹੈ। Dublin ਵਿੱਚ ਘਰ ਮਹਿੰਗੇ ਹਨ, ਇਸ ਲਈ Cork, Galway ਅਤੇ Limerick ਵਰਗੇ ਸ਼ਹਿਰਾਂ ਨਾਲ ਤੁਲਨਾ ਕਰੋ, ਅਤੇ ਰਹਿਣ ਦਾ ਪ੍ਰਬੰਧ ਜਲਦੀ ਕਰ ਲਓ।',
		fastFacts: {
			gdp: 'ਉੱਚ ਆਮਦਨ ਵਾਲੀ EU ਅਰਥਵਿਵਸਥਾ ਅਤੇ ਕਈ ਵਿਸ਼ਵ-ਪੱਧਰੀ ਟੈਕਨਾਲੋਜੀ ਅਤੇ ਦਵਾਈ ਕੰਪਨੀਆਂ ਦਾ ਯੂਰਪੀ ਟਿਕਾਣਾ (ਮੌਜੂਦਾ GDP ਅੰਕੜੇ ਲਈ IMF World Economic Outlook ਦੇਖੋ)',
			dialingCode: '+353',
			currency: 'ਯੂਰੋ (EUR, €)',
			universities: 'ਯੂਨੀਵਰਸਿਟੀਆਂ, technological universities ਅਤੇ ਕਈ ਕਾਲਜ; ਗ਼ੈਰ-EEA ਵਿਦਿਆਰਥੀਆਂ ਨੂੰ ਸਿਰਫ਼ ਮਨਜ਼ੂਰਸ਼ੁਦਾ ਸੰਸਥਾਵਾਂ ਹੀ ਦਾਖ਼ਲਾ ਦੇ ਸਕਦੀਆਂ ਹਨ',
		},
		faqs: [
			{
				question: 'Ireland ਦੇ ਸਟੱਡੀ ਵੀਜ਼ੇ ਲਈ ਮੈਨੂੰ ਕਿੰਨੇ ਪੈਸੇ ਦਿਖਾਉਣੇ ਪੈਣਗੇ?',
				answer: 'ਪੜ੍ਹਾਈ ਦੇ ਪਹਿਲੇ ਸਾਲ ਦੇ ਰਹਿਣ-ਸਹਿਣ ਲਈ ਘੱਟੋ-ਘੱਟ {fact:funds-yearly} ਦਿਖਾਉਣੇ ਪੈਂਦੇ ਹਨ, ਟਿਊਸ਼ਨ ਫ਼ੀਸ ਤੋਂ ਇਲਾਵਾ, ਅਤੇ ਅਗਲੇ ਹਰ ਸਾਲ ਲਈ ਵੀ ਇੰਨੇ ਹੀ, ਆਮ ਤੌਰ ’ਤੇ ਤੁਹਾਡੇ ਜਾਂ ਤੁਹਾਡੇ sponsor ਦੇ ਨਾਂ ਵਾਲੇ ਬੈਂਕ ਖਾਤੇ ਵਿੱਚ। 8 ਮਹੀਨਿਆਂ ਤੋਂ ਛੋਟੇ ਕੋਰਸਾਂ ਲਈ ਹਰ ਮਹੀਨੇ ਦੇ {fact:funds-short-course} ਚਾਹੀਦੇ ਹਨ।',
			},
			{
				question: 'ਕੀ Ireland ਵਿੱਚ ਪੜ੍ਹਦਿਆਂ ਮੈਂ ਕੰਮ ਕਰ ਸਕਦਾ ਹਾਂ?',
				answer: 'ਹਾਂ। Stamp 2 ’ਤੇ: {fact:work-hours}।',
			},
			{
				question: 'master’s ਤੋਂ ਬਾਅਦ ਮੈਂ ਕਿੰਨਾ ਸਮਾਂ ਰਹਿ ਸਕਦਾ ਹਾਂ?',
				answer: 'Stamp 1G Third Level Graduate Programme ’ਤੇ: {fact:stamp1g-length}। ਇਸ ਨੂੰ ਅੱਗੇ ਵਧਾਉਣ (renewal) ਲਈ ਤੁਹਾਨੂੰ ਦਿਖਾਉਣਾ ਪੈਂਦਾ ਹੈ ਕਿ ਤੁਸੀਂ ਗ੍ਰੈਜੂਏਟ ਪੱਧਰ ਦੀ ਨੌਕਰੀ ਲੱਭ ਰਹੇ ਹੋ, ਅਤੇ ਫਿਰ ਤੁਸੀਂ employment permit ’ਤੇ ਚਲੇ ਜਾਂਦੇ ਹੋ।',
			},
			{
				question: 'ਕੀ IELTS ਲਾਜ਼ਮੀ ਹੈ?',
				answer: 'ਜ਼ਿਆਦਾਤਰ ਯੂਨੀਵਰਸਿਟੀਆਂ IELTS 6.5 ਜਾਂ ਉਸ ਦੇ ਬਰਾਬਰ PTE ਜਾਂ TOEFL ਸਕੋਰ ਮੰਗਦੀਆਂ ਹਨ। ਕੁਝ CBSE ਜਾਂ ISC ਬੋਰਡ ਦੇ 12ਵੀਂ ਦੇ ਅੰਗਰੇਜ਼ੀ ਦੇ ਨੰਬਰ ਵੀ ਮੰਨ ਲੈਂਦੀਆਂ ਹਨ; ਹਰ ਯੂਨੀਵਰਸਿਟੀ ਨਾਲ ਪਤਾ ਕਰੋ।',
			},
			{
				question: 'Ireland ਵਿੱਚ ਦਾਖ਼ਲੇ (intakes) ਕਦੋਂ ਹੁੰਦੇ ਹਨ?',
				answer: 'ਮੁੱਖ ਇਨਟੇਕ September ਵਿੱਚ ਹੁੰਦਾ ਹੈ। ਕੁਝ master’s ਕੋਰਸ January ਜਾਂ February ਵਿੱਚ ਵੀ ਸ਼ੁਰੂ ਹੁੰਦੇ ਹਨ।',
			},
			{
				question: 'ਕੀ ਰਹਿਣ ਲਈ ਥਾਂ ਲੱਭਣੀ ਔਖੀ ਹੈ?',
				answer: 'ਹਾਂ, ਖ਼ਾਸ ਕਰਕੇ Dublin ਵਿੱਚ। ਯੂਨੀਵਰਸਿਟੀ ਦੇ ਹੋਸਟਲ (residences) ਜਲਦੀ ਬੁੱਕ ਕਰੋ ਜਾਂ Cork, Galway ਜਾਂ Limerick ਵਿੱਚ ਦੇਖੋ, ਅਤੇ ਜਿਹੜੀ ਥਾਂ ਤੁਸੀਂ ਪੱਕੀ ਤਰ੍ਹਾਂ ਜਾਂਚੀ ਨਹੀਂ, ਉਸ ਲਈ ਕਦੇ ਵੀ deposit ਨਾ ਭਰੋ।',
			},
		],
	},
	hi: {
		whyStudy:
			'Ireland यूरोपीय संघ (European Union) का अंग्रेज़ी बोलने वाला देश है, और दुनिया की कई सबसे बड़ी टेक्नोलॉजी, दवा (pharmaceutical) और वित्तीय कंपनियों का यूरोपीय ठिकाना है, जैसे Google, Meta, Apple, Microsoft, Pfizer और Intel। इसलिए यह कंप्यूटर साइंस, data analytics, बिज़नेस, फ़ाइनेंस और life sciences पढ़ने वाले भारतीय विद्यार्थियों के लिए बहुत अच्छी जगह है। ज़्यादातर master’s डिग्रियाँ सिर्फ़ एक साल की होती हैं, इसलिए आपका एक साल की फ़ीस और रहने-खाने का ख़र्च बच जाता है। Irish यूनिवर्सिटियों का माहौल मिलनसार और सुरक्षित है, कक्षाएँ छोटी हैं और पढ़ाई व्यावहारिक है। master’s के बाद आप नौकरी ढूँढने के लिए Stamp 1G ({fact:stamp1g-length}) graduate permission पर रह सकते हैं, और Critical Skills सूची वाली नौकरियों से Stamp 4 और समय के साथ लंबे समय का निवास (long-term residence) मिल सकता है। Dublin में घर महँगे हैं, इसलिए Cork, Galway और Limerick जैसे शहरों से तुलना करें, और रहने का इंतज़ाम जल्दी कर लें।',
		fastFacts: {
			gdp: 'ऊँची आय वाली EU अर्थव्यवस्था और कई विश्व-स्तरीय टेक्नोलॉजी और दवा कंपनियों का यूरोपीय ठिकाना (मौजूदा GDP आँकड़े के लिए IMF World Economic Outlook देखें)',
			dialingCode: '+353',
			currency: 'यूरो (EUR, €)',
			universities: 'यूनिवर्सिटियाँ, technological universities और कई कॉलेज; ग़ैर-EEA विद्यार्थियों को सिर्फ़ मंज़ूरशुदा संस्थान ही दाख़िला दे सकते हैं',
		},
		faqs: [
			{
				question: 'Ireland के स्टडी वीज़ा के लिए मुझे कितने पैसे दिखाने होंगे?',
				answer: 'पढ़ाई के पहले साल के रहने-खाने के लिए कम से कम {fact:funds-yearly} दिखाने होते हैं, ट्यूशन फ़ीस के अलावा, और आगे के हर साल के लिए भी इतने ही, आम तौर पर आपके या आपके sponsor के नाम वाले बैंक खाते में। 8 महीने से छोटे कोर्सों के लिए हर महीने के {fact:funds-short-course} चाहिए।',
			},
			{
				question: 'क्या Ireland में पढ़ते हुए मैं काम कर सकता हूँ?',
				answer: 'हाँ। Stamp 2 पर: {fact:work-hours}।',
			},
			{
				question: 'master’s के बाद मैं कितने समय तक रह सकता हूँ?',
				answer: 'Stamp 1G Third Level Graduate Programme पर: {fact:stamp1g-length}। इसे आगे बढ़वाने (renewal) के लिए आपको दिखाना होता है कि आप ग्रेजुएट स्तर की नौकरी ढूँढ रहे हैं, और फिर आप employment permit पर चले जाते हैं।',
			},
			{
				question: 'क्या IELTS ज़रूरी है?',
				answer: 'ज़्यादातर यूनिवर्सिटियाँ IELTS 6.5 या उसके बराबर PTE या TOEFL स्कोर माँगती हैं। कुछ CBSE या ISC बोर्ड के 12वीं के अंग्रेज़ी के अंक भी मान लेती हैं; हर यूनिवर्सिटी से पता करें।',
			},
			{
				question: 'Ireland में दाख़िले (intakes) कब होते हैं?',
				answer: 'मुख्य इनटेक September में होता है। कुछ master’s कोर्स January या February में भी शुरू होते हैं।',
			},
			{
				question: 'क्या रहने की जगह ढूँढना मुश्किल है?',
				answer: 'हाँ, ख़ासकर Dublin में। यूनिवर्सिटी के हॉस्टल (residences) जल्दी बुक करें या Cork, Galway या Limerick में देखें, और जिस जगह को आपने पक्के तौर पर जाँचा नहीं है, उसके लिए कभी deposit न भरें।',
			},
		],
	},
}
