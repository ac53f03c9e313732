/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Score_By_DomainInputs */

const en_common_score_by_domain = /** @type {(inputs: Common_Score_By_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score by domain`)
};

const de_common_score_by_domain = /** @type {(inputs: Common_Score_By_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wert nach Bereich`)
};

const fr_common_score_by_domain = /** @type {(inputs: Common_Score_By_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score par domaine`)
};

const nl_common_score_by_domain = /** @type {(inputs: Common_Score_By_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score per domein`)
};

const es_common_score_by_domain = /** @type {(inputs: Common_Score_By_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación por dominio`)
};

const en_xa2_common_score_by_domain = /** @type {(inputs: Common_Score_By_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šçöŕé ƀý ðöɱáíñ on]`)
};

/**
* | output |
* | --- |
* | "Score by domain" |
*
* @param {Common_Score_By_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_score_by_domain = /** @type {((inputs?: Common_Score_By_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Score_By_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_score_by_domain(inputs)
	if (locale === "fr") return fr_common_score_by_domain(inputs)
	if (locale === "nl") return nl_common_score_by_domain(inputs)
	if (locale === "es") return es_common_score_by_domain(inputs)
	if (locale === "en-XA") return en_xa2_common_score_by_domain(inputs)
	return en_common_score_by_domain(inputs)
});