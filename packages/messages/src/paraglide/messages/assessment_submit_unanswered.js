/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Assessment_Submit_UnansweredInputs */

const en_assessment_submit_unanswered = /** @type {(inputs: Assessment_Submit_UnansweredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} applicable control is still unanswered; it counts as not met. Answers can still be corrected during review.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} applicable controls are still unanswered; they count as not met. Answers can still be corrected during review.`);
	return /** @type {LocalizedString} */ ("assessment_submit_unanswered");
};

const de_assessment_submit_unanswered = /** @type {(inputs: Assessment_Submit_UnansweredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} anwendbare Kontrolle ist noch unbeantwortet; sie zählt als nicht erfüllt. Antworten können während der Prüfung noch korrigiert werden.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} anwendbare Kontrollen sind noch unbeantwortet; sie zählen als nicht erfüllt. Antworten können während der Prüfung noch korrigiert werden.`);
	return /** @type {LocalizedString} */ ("assessment_submit_unanswered");
};

const fr_assessment_submit_unanswered = /** @type {(inputs: Assessment_Submit_UnansweredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} contrôle applicable est encore sans réponse ; il compte comme non satisfait. Les réponses peuvent encore être corrigées pendant la revue.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} contrôles applicables sont encore sans réponse ; ils comptent comme non satisfaits. Les réponses peuvent encore être corrigées pendant la revue.`);
	return /** @type {LocalizedString} */ ("assessment_submit_unanswered");
};

const nl_assessment_submit_unanswered = /** @type {(inputs: Assessment_Submit_UnansweredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} toepasselijke control is nog niet beantwoord; die telt als niet voldaan. Antwoorden kunnen tijdens de beoordeling nog worden gecorrigeerd.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} toepasselijke controls zijn nog niet beantwoord; die tellen als niet voldaan. Antwoorden kunnen tijdens de beoordeling nog worden gecorrigeerd.`);
	return /** @type {LocalizedString} */ ("assessment_submit_unanswered");
};

const es_assessment_submit_unanswered = /** @type {(inputs: Assessment_Submit_UnansweredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} control aplicable aún no tiene respuesta; cuenta como no cumplido. Las respuestas aún pueden corregirse durante la revisión.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} controles aplicables aún no tienen respuesta; cuentan como no cumplidos. Las respuestas aún pueden corregirse durante la revisión.`);
	return /** @type {LocalizedString} */ ("assessment_submit_unanswered");
};

const en_xa2_assessment_submit_unanswered = /** @type {(inputs: Assessment_Submit_UnansweredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} áþþļíçáƀļé çöñţŕöļ íš šţíļļ üñáñšŵéŕéð; íţ çöüñţš áš ñöţ ɱéţ. Åñšŵéŕš çáñ šţíļļ ƀé çöŕŕéçţéð ðüŕíñĝ ŕéṽíéŵ. one two three four five six seven eig]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.count} áþþļíçáƀļé çöñţŕöļš áŕé šţíļļ üñáñšŵéŕéð; ţĥéý çöüñţ áš ñöţ ɱéţ. Åñšŵéŕš çáñ šţíļļ ƀé çöŕŕéçţéð ðüŕíñĝ ŕéṽíéŵ. one two three four five six seven eigh]`);
	return /** @type {LocalizedString} */ ("assessment_submit_unanswered");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} applicable control is still unanswered; it counts as not met. Answers can still be corrected during review." |
* | "other" | "{count} applicable controls are still unanswered; they count as not met. Answers can still be corrected during review." |
*
* @param {Assessment_Submit_UnansweredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_submit_unanswered = /** @type {((inputs: Assessment_Submit_UnansweredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Submit_UnansweredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_submit_unanswered(inputs)
	if (locale === "fr") return fr_assessment_submit_unanswered(inputs)
	if (locale === "nl") return nl_assessment_submit_unanswered(inputs)
	if (locale === "es") return es_assessment_submit_unanswered(inputs)
	if (locale === "en-XA") return en_xa2_assessment_submit_unanswered(inputs)
	return en_assessment_submit_unanswered(inputs)
});