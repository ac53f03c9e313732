/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scores_By_Domain_TableInputs */

const en_scores_by_domain_table = /** @type {(inputs: Scores_By_Domain_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domains with score, coverage and answered controls`)
};

const de_scores_by_domain_table = /** @type {(inputs: Scores_By_Domain_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereiche mit Wert, Abdeckung und beantworteten Kontrollen`)
};

const fr_scores_by_domain_table = /** @type {(inputs: Scores_By_Domain_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domaines avec score, couverture et contrôles répondus`)
};

const nl_scores_by_domain_table = /** @type {(inputs: Scores_By_Domain_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domeinen met score, dekking en beantwoorde controls`)
};

const es_scores_by_domain_table = /** @type {(inputs: Scores_By_Domain_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dominios con puntuación, cobertura y controles respondidos`)
};

const en_xa2_scores_by_domain_table = /** @type {(inputs: Scores_By_Domain_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðöɱáíñš ŵíţĥ šçöŕé, çöṽéŕáĝé áñð áñšŵéŕéð çöñţŕöļš one two three f]`)
};

/**
* | output |
* | --- |
* | "Domains with score, coverage and answered controls" |
*
* @param {Scores_By_Domain_TableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scores_by_domain_table = /** @type {((inputs?: Scores_By_Domain_TableInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scores_By_Domain_TableInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scores_by_domain_table(inputs)
	if (locale === "fr") return fr_scores_by_domain_table(inputs)
	if (locale === "nl") return nl_scores_by_domain_table(inputs)
	if (locale === "es") return es_scores_by_domain_table(inputs)
	if (locale === "en-XA") return en_xa2_scores_by_domain_table(inputs)
	return en_scores_by_domain_table(inputs)
});