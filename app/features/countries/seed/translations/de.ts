import type { GuideTranslations } from './index'

/** The Germany guide's why-study text, fast facts and FAQs in Punjabi and Hindi; figures and {fact:…} references exactly as in English. */
export const germanyTranslations: GuideTranslations = {
	pa: {
		whyStudy:
			'Germany ਭਾਰਤੀ ਵਿਦਿਆਰਥੀਆਂ ਦੀ ਸਭ ਤੋਂ ਪਸੰਦੀਦਾ ਮੰਜ਼ਿਲਾਂ ਵਿੱਚੋਂ ਇੱਕ ਹੈ, ਕਿਉਂਕਿ ਜ਼ਿਆਦਾਤਰ ਸਰਕਾਰੀ ਯੂਨੀਵਰਸਿਟੀਆਂ ਵਿਦੇਸ਼ੀ ਵਿਦਿਆਰਥੀਆਂ ਤੋਂ ਵੀ ਕੋਈ ਟਿਊਸ਼ਨ ਫ਼ੀਸ ਨਹੀਂ ਲੈਂਦੀਆਂ; ਸਿਰਫ਼ ਹਰ ਸਮੈਸਟਰ ਦਾ ਇੱਕ ਯੋਗਦਾਨ (semester contribution, {fact:semester-contribution}) ਦੇਣਾ ਪੈਂਦਾ ਹੈ, ਜਿਸ ਵਿੱਚ ਅਕਸਰ ਬੱਸ-ਰੇਲ ਦੀ ਟਿਕਟ ਵੀ ਸ਼ਾਮਲ ਹੁੰਦੀ ਹੈ। German ਯੂਨੀਵਰਸਿਟੀਆਂ ਖ਼ਾਸ ਕਰਕੇ ਇੰਜੀਨੀਅਰਿੰਗ, ਕੰਪਿਊਟਰ ਸਾਇੰਸ, ਆਟੋਮੋਟਿਵ ਅਤੇ ਮਕੈਨੀਕਲ ਇੰਜੀਨੀਅਰਿੰਗ, ਕੁਦਰਤੀ ਵਿਗਿਆਨਾਂ ਅਤੇ ਮੈਨੇਜਮੈਂਟ ਵਿੱਚ ਮਜ਼ਬੂਤ ਹਨ, ਅਤੇ 2,000 ਤੋਂ ਵੱਧ ਪ੍ਰੋਗਰਾਮ ਪੂਰੀ ਤਰ੍ਹਾਂ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਪੜ੍ਹਾਏ ਜਾਂਦੇ ਹਨ। Germany ਯੂਰਪ ਦੀ ਸਭ ਤੋਂ ਵੱਡੀ ਅਰਥਵਿਵਸਥਾ ਹੈ, ਜਿੱਥੇ Siemens, Bosch, BMW ਅਤੇ SAP ਵਰਗੀਆਂ ਦੁਨੀਆ-ਪ੍ਰਸਿੱਧ ਕੰਪਨੀਆਂ ਹਨ, ਅਤੇ ਇਸ ਨੂੰ ਹੁਨਰਮੰਦ ਕਾਮਿਆਂ ਦੀ ਲੋੜ ਹੈ: ਪੜ੍ਹਾਈ ਪੂਰੀ ਕਰਨ ਤੋਂ ਬਾਅਦ ਤੁਸੀਂ ਨੌਕਰੀ ਲੱਭਣ ਲਈ ਉੱਥੇ ਰਹਿ ਸਕਦੇ ਹੋ ({fact:job-search-permit}) ਅਤੇ ਬਾਅਦ ਵਿੱਚ EU Blue Card ਜਾਂ settlement permit ਲਈ ਅਪਲਾਈ ਕਰ ਸਕਦੇ ਹੋ। ਦਾਖ਼ਲੇ ਲਈ German ਭਾਸ਼ਾ ਹਮੇਸ਼ਾ ਜ਼ਰੂਰੀ ਨਹੀਂ ਹੁੰਦੀ, ਪਰ ਮੁੱਢਲੀ German (A2 – B1) ਨਾਲ ਪਾਰਟ-ਟਾਈਮ ਨੌਕਰੀ, internship ਅਤੇ ਰੋਜ਼ਾਨਾ ਜ਼ਿੰਦਗੀ ਕਿਤੇ ਸੌਖੀ ਹੋ ਜਾਂਦੀ ਹੈ। ਤੁਹਾਨੂੰ blocked account ਵਿੱਚ {fact:blocked-account-year} ਦਿਖਾਉਣੇ ਪੈਂਦੇ ਹਨ, ਅਤੇ ਜਲਦੀ ਅਪਲਾਈ ਕਰੋ, ਕਿਉਂਕਿ ਭਾਰਤ ਵਿੱਚ ਵੀਜ਼ੇ ਦੀਆਂ appointments ਛੇਤੀ ਭਰ ਜਾਂਦੀਆਂ ਹਨ।',
		fastFacts: {
			gdp: 'ਯੂਰਪ ਦੀ ਸਭ ਤੋਂ ਵੱਡੀ ਅਰਥਵਿਵਸਥਾ (ਮੌਜੂਦਾ ਅੰਕੜੇ ਲਈ IMF World Economic Outlook ਦੇਖੋ)',
			dialingCode: '+49',
			currency: 'ਯੂਰੋ (EUR, €)',
			universities: 'ਸੈਂਕੜੇ ਸਰਕਾਰ ਤੋਂ ਮਾਨਤਾ-ਪ੍ਰਾਪਤ ਯੂਨੀਵਰਸਿਟੀਆਂ ਅਤੇ universities of applied sciences',
		},
		faqs: [
			{
				question: 'ਕੀ Germany ਵਿੱਚ ਪੜ੍ਹਾਈ ਸੱਚਮੁੱਚ ਮੁਫ਼ਤ ਹੈ?',
				answer: 'ਜ਼ਿਆਦਾਤਰ ਸਰਕਾਰੀ ਯੂਨੀਵਰਸਿਟੀਆਂ ਵਿੱਚ ਕੋਈ ਟਿਊਸ਼ਨ ਫ਼ੀਸ ਨਹੀਂ, ਪਰ ਹਰ ਵਿਦਿਆਰਥੀ ਸਮੈਸਟਰ ਦਾ ਯੋਗਦਾਨ (semester contribution, {fact:semester-contribution}) ਦਿੰਦਾ ਹੈ। Baden-Württemberg ਅਤੇ TUM ਗ਼ੈਰ-EU ਵਿਦਿਆਰਥੀਆਂ ਤੋਂ ਟਿਊਸ਼ਨ ਫ਼ੀਸ ਲੈਂਦੀਆਂ ਹਨ: {fact:tuition-bw-tum}।',
			},
			{
				question: 'blocked account ਵਿੱਚ ਮੈਨੂੰ ਕਿੰਨੇ ਪੈਸੇ ਪਾਉਣੇ ਪੈਣਗੇ?',
				answer: 'ਪਹਿਲੇ ਸਾਲ ਲਈ {fact:blocked-account-year} (ਹਰ ਮਹੀਨੇ ਦੇ {fact:blocked-account-month}), ਜੋ ਰਕਮ September 2024 ਤੋਂ ਲਾਗੂ ਹੈ। ਇਹ ਸਮੇਂ-ਸਮੇਂ ’ਤੇ ਬਦਲਦੀ ਹੈ, ਇਸ ਲਈ ਖਾਤਾ ਖੋਲ੍ਹਣ ਤੋਂ ਪਹਿਲਾਂ German Missions in India ਦੀ ਵੈੱਬਸਾਈਟ ਜਾਂਚ ਲਓ।',
			},
			{
				question: 'ਕੀ ਮੈਨੂੰ APS ਸਰਟੀਫ਼ਿਕੇਟ ਚਾਹੀਦਾ ਹੈ?',
				answer: 'ਹਾਂ। November 2022 ਤੋਂ German ਸਟੂਡੈਂਟ ਵੀਜ਼ੇ ਲਈ ਅਪਲਾਈ ਕਰਨ ਵਾਲੇ ਹਰ ਭਾਰਤੀ ਵਿਦਿਆਰਥੀ ਨੂੰ APS ਸਰਟੀਫ਼ਿਕੇਟ ਚਾਹੀਦਾ ਹੈ, ਜਿਸ ਵਿੱਚ ਤੁਹਾਡੇ ਪੜ੍ਹਾਈ ਦੇ ਕਾਗ਼ਜ਼ਾਂ ਦੀ ਜਾਂਚ ਹੁੰਦੀ ਹੈ। ਜਲਦੀ ਅਪਲਾਈ ਕਰੋ: ਇਸ ਵਿੱਚ ਕਈ ਹਫ਼ਤੇ ਲੱਗ ਸਕਦੇ ਹਨ।',
			},
			{
				question: 'ਕੀ ਮੈਨੂੰ German ਬੋਲਣੀ ਆਉਣੀ ਚਾਹੀਦੀ ਹੈ?',
				answer: 'ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਪੜ੍ਹਾਏ ਜਾਣ ਵਾਲੇ ਪ੍ਰੋਗਰਾਮਾਂ ਲਈ ਨਹੀਂ, ਪਰ A2 – B1 ਪੱਧਰ ਦੀ German ਨਾਲ ਪਾਰਟ-ਟਾਈਮ ਕੰਮ, internship ਅਤੇ ਪੜ੍ਹਾਈ ਤੋਂ ਬਾਅਦ ਨੌਕਰੀ ਲੱਭਣੀ ਕਿਤੇ ਸੌਖੀ ਹੋ ਜਾਂਦੀ ਹੈ।',
			},
			{
				question: 'ਮੈਂ ਕਿੰਨੇ ਘੰਟੇ ਕੰਮ ਕਰ ਸਕਦਾ ਹਾਂ?',
				answer: '{fact:work-limit}। ਯੂਨੀਵਰਸਿਟੀ ਵਿੱਚ student assistant ਵਜੋਂ ਕੀਤਾ ਕੰਮ ਇਸ ਵਿੱਚ ਨਹੀਂ ਗਿਣਿਆ ਜਾਂਦਾ।',
			},
			{
				question: 'ਕੀ ਡਿਗਰੀ ਤੋਂ ਬਾਅਦ ਮੈਂ ਉੱਥੇ ਰਹਿ ਸਕਦਾ ਹਾਂ?',
				answer: 'ਹਾਂ। ਤੁਹਾਨੂੰ ਨੌਕਰੀ ਲੱਭਣ ਲਈ residence permit ਮਿਲ ਸਕਦਾ ਹੈ ({fact:job-search-permit}), ਅਤੇ ਫਿਰ EU Blue Card ਜਾਂ skilled worker permit।',
			},
		],
	},
	hi: {
		whyStudy:
			'Germany भारतीय विद्यार्थियों की सबसे पसंदीदा मंज़िलों में से एक है, क्योंकि ज़्यादातर सरकारी यूनिवर्सिटियाँ विदेशी विद्यार्थियों से भी कोई ट्यूशन फ़ीस नहीं लेतीं; बस हर सेमेस्टर का एक योगदान (semester contribution, {fact:semester-contribution}) देना होता है, जिसमें अक्सर बस-ट्रेन का टिकट भी शामिल होता है। German यूनिवर्सिटियाँ ख़ासकर इंजीनियरिंग, कंप्यूटर साइंस, ऑटोमोटिव और मैकेनिकल इंजीनियरिंग, प्राकृतिक विज्ञानों और मैनेजमेंट में मज़बूत हैं, और 2,000 से ज़्यादा प्रोग्राम पूरी तरह अंग्रेज़ी में पढ़ाए जाते हैं। Germany यूरोप की सबसे बड़ी अर्थव्यवस्था है, जहाँ Siemens, Bosch, BMW और SAP जैसी दुनिया-भर में मशहूर कंपनियाँ हैं, और उसे हुनरमंद कामगारों की ज़रूरत है: पढ़ाई पूरी करने के बाद आप नौकरी ढूँढने के लिए वहाँ रह सकते हैं ({fact:job-search-permit}) और बाद में EU Blue Card या settlement permit के लिए आवेदन कर सकते हैं। दाख़िले के लिए German भाषा हमेशा ज़रूरी नहीं होती, लेकिन बुनियादी German (A2 – B1) से पार्ट-टाइम नौकरी, internship और रोज़मर्रा की ज़िंदगी कहीं आसान हो जाती है। आपको blocked account में {fact:blocked-account-year} दिखाने होते हैं, और जल्दी आवेदन करें, क्योंकि भारत में वीज़ा की appointments जल्दी भर जाती हैं।',
		fastFacts: {
			gdp: 'यूरोप की सबसे बड़ी अर्थव्यवस्था (मौजूदा आँकड़े के लिए IMF World Economic Outlook देखें)',
			dialingCode: '+49',
			currency: 'यूरो (EUR, €)',
			universities: 'सैकड़ों सरकार से मान्यता-प्राप्त यूनिवर्सिटियाँ और universities of applied sciences',
		},
		faqs: [
			{
				question: 'क्या Germany में पढ़ाई सच में मुफ़्त है?',
				answer: 'ज़्यादातर सरकारी यूनिवर्सिटियों में कोई ट्यूशन फ़ीस नहीं है, लेकिन हर विद्यार्थी सेमेस्टर का योगदान (semester contribution, {fact:semester-contribution}) देता है। Baden-Württemberg और TUM ग़ैर-EU विद्यार्थियों से ट्यूशन फ़ीस लेते हैं: {fact:tuition-bw-tum}।',
			},
			{
				question: 'blocked account में मुझे कितने पैसे रखने होंगे?',
				answer: 'पहले साल के लिए {fact:blocked-account-year} (हर महीने के {fact:blocked-account-month}), जो रक़म September 2024 से लागू है। यह समय-समय पर बदलती है, इसलिए खाता खोलने से पहले German Missions in India की वेबसाइट देख लें।',
			},
			{
				question: 'क्या मुझे APS सर्टिफ़िकेट चाहिए?',
				answer: 'हाँ। November 2022 से German स्टूडेंट वीज़ा के लिए आवेदन करने वाले हर भारतीय विद्यार्थी को APS सर्टिफ़िकेट चाहिए, जिसमें आपके पढ़ाई के काग़ज़ों की जाँच होती है। जल्दी आवेदन करें: इसमें कई हफ़्ते लग सकते हैं।',
			},
			{
				question: 'क्या मुझे German बोलनी आनी चाहिए?',
				answer: 'अंग्रेज़ी में पढ़ाए जाने वाले प्रोग्रामों के लिए नहीं, लेकिन A2 – B1 स्तर की German से पार्ट-टाइम काम, internship और पढ़ाई के बाद नौकरी ढूँढना कहीं आसान हो जाता है।',
			},
			{
				question: 'मैं कितने घंटे काम कर सकता हूँ?',
				answer: '{fact:work-limit}। यूनिवर्सिटी में student assistant के तौर पर किया गया काम इसमें नहीं गिना जाता।',
			},
			{
				question: 'क्या डिग्री के बाद मैं वहाँ रह सकता हूँ?',
				answer: 'हाँ। आपको नौकरी ढूँढने के लिए residence permit मिल सकता है ({fact:job-search-permit}), और फिर EU Blue Card या skilled worker permit।',
			},
		],
	},
}
