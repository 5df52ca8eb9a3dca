import type { GuideTranslations } from './index'

/** The Netherlands guide's why-study text, fast facts and FAQs in Punjabi and Hindi; figures and {fact:…} references exactly as in English. */
export const netherlandsTranslations: GuideTranslations = {
	pa: {
		whyStudy:
			'Netherlands ਪਹਿਲਾ ਗ਼ੈਰ-ਅੰਗਰੇਜ਼ੀ ਦੇਸ਼ ਸੀ ਜਿਸ ਨੇ ਵੱਡੀ ਗਿਣਤੀ ਵਿੱਚ ਪੂਰੀ ਤਰ੍ਹਾਂ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਪੜ੍ਹਾਈਆਂ ਜਾਣ ਵਾਲੀਆਂ ਡਿਗਰੀਆਂ ਸ਼ੁਰੂ ਕੀਤੀਆਂ, ਅਤੇ ਉੱਥੇ ਲਗਭਗ ਹਰ ਕੋਈ ਚੰਗੀ ਅੰਗਰੇਜ਼ੀ ਬੋਲਦਾ ਹੈ। ਇਸ ਦੀਆਂ research universities, ਜਿਵੇਂ Delft, Amsterdam, Utrecht, Leiden ਅਤੇ Eindhoven, ਰੈਂਕਿੰਗ ਵਿੱਚ ਬਹੁਤ ਉੱਚੀਆਂ ਹਨ, ਜਦਕਿ universities of applied sciences ਪ੍ਰੈਕਟੀਕਲ bachelor’s ਡਿਗਰੀਆਂ ਕਰਵਾਉਂਦੀਆਂ ਹਨ ਜਿਨ੍ਹਾਂ ਵਿੱਚ internship ਸ਼ਾਮਲ ਹੁੰਦੀ ਹੈ। ਪੜ੍ਹਾਈ ਛੋਟੇ ਗਰੁੱਪਾਂ ਵਿੱਚ, ਗੱਲਬਾਤ ਰਾਹੀਂ ਹੁੰਦੀ ਹੈ, ਅਤੇ ਮਸਲੇ ਹੱਲ ਕਰਨ ਅਤੇ ਮਿਲ ਕੇ ਕੰਮ ਕਰਨ ’ਤੇ ਜ਼ੋਰ ਦਿੰਦੀ ਹੈ। ਇਹ ਦੇਸ਼ ਪਾਣੀ ਦੇ ਪ੍ਰਬੰਧ (water management), ਖੇਤੀਬਾੜੀ ਅਤੇ food technology, semiconductors (ASML), logistics ਅਤੇ Rotterdam ਦੀ ਬੰਦਰਗਾਹ, ਅਤੇ ਕਾਰੋਬਾਰ ਵਿੱਚ ਦੁਨੀਆ ਵਿੱਚ ਮੋਹਰੀ ਹੈ, ਅਤੇ ਕਈ ਅੰਤਰਰਾਸ਼ਟਰੀ ਕੰਪਨੀਆਂ ਦੇ ਯੂਰਪੀ ਮੁੱਖ ਦਫ਼ਤਰ ਉੱਥੇ ਹਨ। ਪੜ੍ਹਾਈ ਪੂਰੀ ਕਰਨ ਤੋਂ ਬਾਅਦ ਤੁਸੀਂ ਨੌਕਰੀ ਲੱਭਣ ਲਈ orientation year (zoekjaar) permit ’ਤੇ ਇੱਕ ਸਾਲ ਰਹਿ ਸਕਦੇ ਹੋ, ਅਤੇ ਫਿਰ ਗ੍ਰੈਜੂਏਟ ਘੱਟ ਤਨਖ਼ਾਹ ਦੀ ਹੱਦ ’ਤੇ highly skilled migrant ਸਕੀਮ ਲਈ ਯੋਗ ਹੋ ਜਾਂਦੇ ਹਨ। ਰਹਿਣ ਲਈ ਘਰ ਲੱਭਣਾ ਸਭ ਤੋਂ ਵੱਡੀ ਮੁਸ਼ਕਲ ਹੈ, ਖ਼ਾਸ ਕਰਕੇ Amsterdam, Utrecht ਅਤੇ Delft ਵਿੱਚ, ਇਸ ਲਈ offer ਮਿਲਦੇ ਹੀ ਘਰ ਲੱਭਣਾ ਸ਼ੁਰੂ ਕਰ ਦਿਓ।',
		fastFacts: {
			gdp: '{fact:gdp}',
			dialingCode: '+31',
			currency: 'ਯੂਰੋ (EUR, €)',
			universities: '14 research universities ਅਤੇ ਲਗਭਗ 36 universities of applied sciences',
		},
		faqs: [
			{
				question: 'Netherlands ਵਿੱਚ ਮੈਂ ਕਿੰਨੇ ਘੰਟੇ ਕੰਮ ਕਰ ਸਕਦਾ ਹਾਂ?',
				answer: 'ਕੰਮ ਦੀ ਹੱਦ: {fact:student-work}।',
			},
			{
				question: 'orientation year ਕੀ ਹੈ?',
				answer: 'ਪੜ੍ਹਾਈ ਤੋਂ ਬਾਅਦ ਨੌਕਰੀ ਲੱਭਣ ਜਾਂ ਆਪਣਾ ਕਾਰੋਬਾਰ ਸ਼ੁਰੂ ਕਰਨ ਲਈ ਮਿਲਣ ਵਾਲਾ residence permit, ਜਿਸ ’ਤੇ ਤੁਸੀਂ ਬਿਨਾਂ ਰੋਕ-ਟੋਕ ਕੋਈ ਵੀ ਕੰਮ ਕਰ ਸਕਦੇ ਹੋ: {fact:orientation-year}।',
			},
			{
				question: 'ਕੀ ਰਹਿਣ ਲਈ ਘਰ ਲੱਭਣਾ ਔਖਾ ਹੈ?',
				answer: 'ਹਾਂ, ਘਰਾਂ ਦੀ ਘਾਟ ਹੈ, ਖ਼ਾਸ ਕਰਕੇ Amsterdam, Utrecht, Delft ਅਤੇ Leiden ਵਿੱਚ। offer ਸਵੀਕਾਰ ਕਰਦੇ ਹੀ ਯੂਨੀਵਰਸਿਟੀ ਦੀ ਰਿਹਾਇਸ਼ ਲਈ ਅਪਲਾਈ ਕਰੋ ਅਤੇ ਕਿਰਾਏ ਦੇ ਨਾਂ ’ਤੇ ਹੋਣ ਵਾਲੀਆਂ ਠੱਗੀਆਂ ਤੋਂ ਬਚੋ।',
			},
			{
				question: 'ਕੀ ਮੈਨੂੰ IELTS ਚਾਹੀਦਾ ਹੈ?',
				answer: 'ਹਾਂ, ਜ਼ਿਆਦਾਤਰ ਪ੍ਰੋਗਰਾਮ IELTS 6.0 – 7.0 ਜਾਂ TOEFL ਮੰਗਦੇ ਹਨ; ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਪੜ੍ਹਾਈ ਜਾਣ ਵਾਲੀ ਡਿਗਰੀ ਸਿੱਧੀ ਸ਼ੁਰੂ ਕਰਨ ਲਈ IND ਦੀ ਘੱਟੋ-ਘੱਟ ਸ਼ਰਤ IELTS 6.0 ਹੈ। ਬਹੁਤ ਘੱਟ ਪ੍ਰੋਗਰਾਮ medium-of-instruction ਚਿੱਠੀ ਮੰਨਦੇ ਹਨ।',
			},
			{
				question: 'ਮੇਰੇ ਵੀਜ਼ੇ ਲਈ ਅਪਲਾਈ ਕੌਣ ਕਰਦਾ ਹੈ?',
				answer: 'ਤੁਹਾਡੀ ਯੂਨੀਵਰਸਿਟੀ, ਮਾਨਤਾ-ਪ੍ਰਾਪਤ sponsor ਵਜੋਂ, ਤੁਹਾਡੇ ਫ਼ੀਸ ਭਰਨ ਅਤੇ ਪੈਸਿਆਂ ਦਾ ਸਬੂਤ ਦੇਣ ਤੋਂ ਬਾਅਦ, IND ਕੋਲ ਤੁਹਾਡੇ MVV ਅਤੇ residence permit ਲਈ ਅਪਲਾਈ ਕਰਦੀ ਹੈ।',
			},
			{
				question: 'research universities ਅਤੇ universities of applied sciences ਕੀ ਹੁੰਦੀਆਂ ਹਨ?',
				answer: 'Research universities (WO) ਅਕਾਦਮਿਕ ਅਤੇ ਖੋਜ ਦੇ ਹੁਨਰਾਂ ’ਤੇ ਧਿਆਨ ਦਿੰਦੀਆਂ ਹਨ; universities of applied sciences (HBO) internship ਵਾਲੇ, ਨੌਕਰੀ-ਮੁਖੀ ਪ੍ਰੈਕਟੀਕਲ ਪ੍ਰੋਗਰਾਮ ਪੜ੍ਹਾਉਂਦੀਆਂ ਹਨ।',
			},
		],
	},
	hi: {
		whyStudy:
			'Netherlands पहला ग़ैर-अंग्रेज़ी देश था जिसने बड़ी संख्या में पूरी तरह अंग्रेज़ी में पढ़ाई जाने वाली डिग्रियाँ शुरू कीं, और वहाँ लगभग हर कोई अच्छी अंग्रेज़ी बोलता है। इसकी research universities, जैसे Delft, Amsterdam, Utrecht, Leiden और Eindhoven, रैंकिंग में बहुत ऊपर हैं, जबकि universities of applied sciences व्यावहारिक bachelor’s डिग्रियाँ कराती हैं जिनमें internship शामिल होती है। पढ़ाई छोटे समूहों में, बातचीत के ज़रिए होती है, और समस्याएँ सुलझाने और मिलकर काम करने पर ज़ोर देती है। यह देश पानी के प्रबंधन (water management), खेती और food technology, semiconductors (ASML), logistics और Rotterdam के बंदरगाह, और कारोबार में दुनिया में अग्रणी है, और कई अंतरराष्ट्रीय कंपनियों के यूरोपीय मुख्यालय वहीं हैं। पढ़ाई पूरी करने के बाद आप नौकरी ढूँढने के लिए orientation year (zoekjaar) permit पर एक साल रह सकते हैं, और फिर ग्रेजुएट कम वेतन-सीमा पर highly skilled migrant योजना के लिए योग्य हो जाते हैं। रहने के लिए घर ढूँढना सबसे बड़ी मुश्किल है, ख़ासकर Amsterdam, Utrecht और Delft में, इसलिए offer मिलते ही घर ढूँढना शुरू कर दें।',
		fastFacts: {
			gdp: '{fact:gdp}',
			dialingCode: '+31',
			currency: 'यूरो (EUR, €)',
			universities: '14 research universities और लगभग 36 universities of applied sciences',
		},
		faqs: [
			{
				question: 'Netherlands में मैं कितने घंटे काम कर सकता हूँ?',
				answer: 'काम की सीमा: {fact:student-work}।',
			},
			{
				question: 'orientation year क्या है?',
				answer: 'पढ़ाई के बाद नौकरी ढूँढने या अपना कारोबार शुरू करने के लिए मिलने वाला residence permit, जिस पर आप बिना रोक-टोक कोई भी काम कर सकते हैं: {fact:orientation-year}।',
			},
			{
				question: 'क्या रहने के लिए घर ढूँढना मुश्किल है?',
				answer: 'हाँ, घरों की कमी है, ख़ासकर Amsterdam, Utrecht, Delft और Leiden में। offer स्वीकार करते ही यूनिवर्सिटी के आवास के लिए आवेदन करें और किराए के नाम पर होने वाली धोखाधड़ी से बचें।',
			},
			{
				question: 'क्या मुझे IELTS चाहिए?',
				answer: 'हाँ, ज़्यादातर प्रोग्राम IELTS 6.0 – 7.0 या TOEFL माँगते हैं; अंग्रेज़ी में पढ़ाई जाने वाली डिग्री सीधे शुरू करने के लिए IND की न्यूनतम शर्त IELTS 6.0 है। बहुत कम प्रोग्राम medium-of-instruction पत्र मानते हैं।',
			},
			{
				question: 'मेरे वीज़ा के लिए आवेदन कौन करता है?',
				answer: 'आपकी यूनिवर्सिटी, मान्यता-प्राप्त sponsor के रूप में, आपके फ़ीस भरने और पैसों का सबूत देने के बाद, IND के पास आपके MVV और residence permit के लिए आवेदन करती है।',
			},
			{
				question: 'research universities और universities of applied sciences क्या होती हैं?',
				answer: 'Research universities (WO) अकादमिक और शोध के कौशल पर ध्यान देती हैं; universities of applied sciences (HBO) internship वाले, नौकरी-केंद्रित व्यावहारिक प्रोग्राम पढ़ाती हैं।',
			},
		],
	},
}
