/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_No_Gaps_DescriptionInputs */

const en_results_no_gaps_description = /** @type {(inputs: Results_No_Gaps_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every control that counts is met.`)
};

const de_results_no_gaps_description = /** @type {(inputs: Results_No_Gaps_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede zählende Kontrolle ist erfüllt.`)
};

const fr_results_no_gaps_description = /** @type {(inputs: Results_No_Gaps_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque contrôle pris en compte est satisfait.`)
};

const nl_results_no_gaps_description = /** @type {(inputs: Results_No_Gaps_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elke meetellende control is voldaan.`)
};

const es_results_no_gaps_description = /** @type {(inputs: Results_No_Gaps_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los controles que cuentan se cumplen.`)
};

const en_xa2_results_no_gaps_description = /** @type {(inputs: Results_No_Gaps_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý çöñţŕöļ ţĥáţ çöüñţš íš ɱéţ. one two t]`)
};

/**
* | output |
* | --- |
* | "Every control that counts is met." |
*
* @param {Results_No_Gaps_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_no_gaps_description = /** @type {((inputs?: Results_No_Gaps_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_No_Gaps_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_no_gaps_description(inputs)
	if (locale === "fr") return fr_results_no_gaps_description(inputs)
	if (locale === "nl") return nl_results_no_gaps_description(inputs)
	if (locale === "es") return es_results_no_gaps_description(inputs)
	if (locale === "en-XA") return en_xa2_results_no_gaps_description(inputs)
	return en_results_no_gaps_description(inputs)
});