/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Respondent_UnansweredInputs */

const en_respondent_unanswered = /** @type {(inputs: Respondent_UnansweredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} of your controls has no answer yet.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} of your controls have no answer yet.`);
	return /** @type {LocalizedString} */ ("respondent_unanswered");
};

const de_respondent_unanswered = /** @type {(inputs: Respondent_UnansweredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Ihrer Kontrollen hat noch keine Antwort.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} Ihrer Kontrollen haben noch keine Antwort.`);
	return /** @type {LocalizedString} */ ("respondent_unanswered");
};

const fr_respondent_unanswered = /** @type {(inputs: Respondent_UnansweredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} de vos contrôles n’a pas encore de réponse.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} de vos contrôles n’ont pas encore de réponse.`);
	return /** @type {LocalizedString} */ ("respondent_unanswered");
};

const nl_respondent_unanswered = /** @type {(inputs: Respondent_UnansweredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} van uw controls heeft nog geen antwoord.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} van uw controls hebben nog geen antwoord.`);
	return /** @type {LocalizedString} */ ("respondent_unanswered");
};

const es_respondent_unanswered = /** @type {(inputs: Respondent_UnansweredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} de sus controles aún no tiene respuesta.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} de sus controles aún no tienen respuesta.`);
	return /** @type {LocalizedString} */ ("respondent_unanswered");
};

const en_xa2_respondent_unanswered = /** @type {(inputs: Respondent_UnansweredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} öƒ ýöüŕ çöñţŕöļš ĥáš ñö áñšŵéŕ ýéţ. one two thre]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.count} öƒ ýöüŕ çöñţŕöļš ĥáṽé ñö áñšŵéŕ ýéţ. one two thre]`);
	return /** @type {LocalizedString} */ ("respondent_unanswered");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} of your controls has no answer yet." |
* | "other" | "{count} of your controls have no answer yet." |
*
* @param {Respondent_UnansweredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_unanswered = /** @type {((inputs: Respondent_UnansweredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Respondent_UnansweredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_respondent_unanswered(inputs)
	if (locale === "fr") return fr_respondent_unanswered(inputs)
	if (locale === "nl") return nl_respondent_unanswered(inputs)
	if (locale === "es") return es_respondent_unanswered(inputs)
	if (locale === "en-XA") return en_xa2_respondent_unanswered(inputs)
	return en_respondent_unanswered(inputs)
});